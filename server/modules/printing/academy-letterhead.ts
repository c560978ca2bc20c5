/**
 * The academy's letterhead for its printouts: name, address, phone and, when it
 * uploaded one pdfkit can draw, its logo read from DATA_DIR/statics.
 */
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { RequestContext } from '../../core/context';
import { addressLine, isDrawableImage, type Letterhead } from './print-document';

async function logoBytes(staticsDir: string, url: string | null): Promise<Buffer | null> {
  if (!url?.startsWith('/statics/')) return null;
  // The stored name is ours (a random one), but the path is still built from its last part alone.
  const bytes = await readFile(join(staticsDir, basename(url))).catch(() => null);
  return isDrawableImage(bytes) ? bytes : null;
}

export async function academyLetterhead(ctx: RequestContext, staticsDir: string): Promise<Letterhead> {
  const academy = await ctx.db
    .selectFrom('academies')
    .select(['name', 'address', 'city', 'primary_contact', 'logo'])
    .where('id', '=', ctx.academy.id)
    .executeTakeFirstOrThrow();
  return {
    name: academy.name,
    address: addressLine(academy.address, academy.city),
    phone: academy.primary_contact ? ctx.t('print.phone', { phone: academy.primary_contact }) : null,
    logo: await logoBytes(staticsDir, academy.logo),
  };
}
