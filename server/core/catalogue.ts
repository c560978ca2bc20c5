/** The entity schemas, read once from schemas/ at boot. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCatalogue, type Catalogue } from '../../schemas/catalogue';

export const SCHEMAS_DIR = join(import.meta.dirname, '..', '..', 'schemas');

export function loadCatalogue(dir = SCHEMAS_DIR): Catalogue {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.ui.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
  return buildCatalogue(files);
}
