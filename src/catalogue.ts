/** Every schema in schemas/, bundled at build time and resolved once (enum $refs inlined). */
import { buildCatalogue } from '../schemas/catalogue';

const files = import.meta.glob('/schemas/*.json', { eager: true, import: 'default' });

export const catalogue = buildCatalogue(Object.values(files) as Parameters<typeof buildCatalogue>[0]);
