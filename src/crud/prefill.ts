/**
 * Create forms opened with values in the address (`/players/create?name=…`):
 * from a related list (the record it belongs to) or a row's `x-copy-to` action
 * (a free trial becoming a player). Pure.
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { FormValues } from './form-schema';

/** The row's values the target's create form takes under the same names, as address parameters. */
export function copiedFields(target: Record<string, unknown>, record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, value]) =>
      key in target && (typeof value === 'string' || typeof value === 'number') ? [[key, String(value)]] : [],
    ),
  );
}

/** Address parameters naming fields of the form, typed as the form's schema types them; anything else is ignored. */
export function prefilled(params: Record<string, unknown> | undefined, formSchema: RJSFSchema): FormValues {
  const fields = formSchema.properties ?? {};
  return Object.fromEntries(
    Object.entries(params ?? {}).flatMap(([key, raw]): Array<[string, unknown]> => {
      const property = fields[key];
      if (!property || typeof property !== 'object' || typeof raw !== 'string') return [];
      if (property.type === 'integer') return Number.isInteger(Number(raw)) && raw.trim() !== '' ? [[key, Number(raw)]] : [];
      return property.type === 'string' ? [[key, raw]] : [];
    }),
  );
}
