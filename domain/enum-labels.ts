/** Labels and badge styles of the spec §3 enumerations in schemas/enums.json, for screens outside the generated views. */
import enums from '../schemas/enums.json' with { type: 'json' };

type Lang = 'vi' | 'en';
interface EnumDef {
  'x-enum-labels'?: Record<string, Record<Lang, string>>;
  'x-badge'?: Record<string, string>;
}

const defs = enums.$defs as Record<string, EnumDef>;

/** The value's label in `lang`, or the value itself when the enumeration has none. */
export function enumLabel(name: string, value: string | number, lang: string): string {
  return defs[name]?.['x-enum-labels']?.[String(value)]?.[lang === 'en' ? 'en' : 'vi'] ?? String(value);
}

/** The spec §3 badge style (SUCCESS, WARNING, DANGER, NORMAL, CANCEL) of a value, if any. */
export function enumBadge(name: string, value: string | number): string | undefined {
  return defs[name]?.['x-badge']?.[String(value)];
}
