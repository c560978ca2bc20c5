/**
 * The academy's letterhead for its printouts: name, address, phone, the branch
 * the document belongs to with its own address and, when the academy uploaded
 * one pdfkit can draw, its logo read from DATA_DIR/statics.
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

/** "Cơ sở Cầu Giấy: 45 Xuân Thủy · Điện thoại: 0901234567"; a deleted branch still heads the documents it issued. */
async function branchLine(ctx: RequestContext, branchId: number | null): Promise<string | null> {
  if (branchId === null) return null;
  const branch = await ctx.db
    .selectFrom('branches')
    .select(['name', 'address', 'primary_contact'])
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', branchId)
    .executeTakeFirst();
  if (!branch) return null;
  const place = branch.address?.trim() ? `${branch.name}: ${branch.address.trim()}` : branch.name;
  return branch.primary_contact ? `${place} · ${ctx.t('print.phone', { phone: branch.primary_contact })}` : place;
}

export async function academyLetterhead(ctx: RequestContext, staticsDir: string, branchId: number | null = null): Promise<Letterhead> {
  const academy = await ctx.db
    .selectFrom('academies')
    .select(['name', 'address', 'city', 'primary_contact', 'logo'])
    .where('id', '=', ctx.academy.id)
    .executeTakeFirstOrThrow();
  return {
    name: academy.name,
    address: addressLine(academy.address, academy.city),
    phone: academy.primary_contact ? ctx.t('print.phone', { phone: academy.primary_contact }) : null,
    branch: await branchLine(ctx, branchId),
    logo: await logoBytes(staticsDir, academy.logo),
  };
}
