/** Every schema in schemas/, bundled at build time and resolved once (enum $refs inlined). */
import { buildCatalogue } from '../schemas/catalogue';

// uiSchema files (`*.ui.json`) are form hints, not entities: the server skips them too.
const files = import.meta.glob(['/schemas/*.json', '!/schemas/*.ui.json'], { eager: true, import: 'default' });

export const catalogue = buildCatalogue(Object.values(files) as Parameters<typeof buildCatalogue>[0]);
