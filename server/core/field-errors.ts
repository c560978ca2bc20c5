/** Ajv errors → one localised `{field, message}` per field, in the words of spec §5. */
import type { ErrorObject } from 'ajv';
import type { TFunction } from 'i18next';
import type { FieldError } from './errors';
import { validationMessage } from '../../domain/validation-messages';

function fieldOf(e: ErrorObject): string {
  if (e.keyword === 'required') return String(e.params.missingProperty);
  if (e.keyword === 'additionalProperties') return String(e.params.additionalProperty);
  return e.instancePath.split('/')[1] ?? '';
}

/** The §5 message of one ajv error: a field the schema does not have is unknown, anything else by its keyword. */
export const messageOf = (e: Pick<ErrorObject, 'keyword' | 'params'>, t: TFunction) =>
  e.keyword === 'additionalProperties' ? t('validation.unknownField') : validationMessage(e, t);

export function toFieldErrors(errors: ErrorObject[] | null | undefined, t: TFunction): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const e of errors ?? []) {
    const field = fieldOf(e);
    if (byField.has(field)) continue;
    byField.set(field, { field, message: messageOf(e, t) });
  }
  return [...byField.values()];
}
