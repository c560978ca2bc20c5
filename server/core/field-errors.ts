/** Ajv errors → one localised `{field, message}` per field, in the words of spec §5. */
import type { ErrorObject } from 'ajv';
import type { TFunction } from 'i18next';
import type { FieldError } from './errors';
import { validationMessage } from '../../domain/validation-messages';

/** A name the schema refuses outright: not among its properties, or not of the form its `propertyNames` allow. */
export function refusedName(e: Pick<ErrorObject, 'keyword' | 'params' | 'propertyName'>): string | undefined {
  if (e.keyword === 'additionalProperties') return String(e.params.additionalProperty);
  if (e.keyword === 'propertyNames') return String(e.params.propertyName);
  return e.propertyName;
}

function fieldOf(e: ErrorObject): string {
  if (e.keyword === 'required') return String(e.params.missingProperty);
  return refusedName(e) ?? e.instancePath.split('/')[1] ?? '';
}

/** The §5 message of one ajv error: a field the schema does not have is unknown, anything else by its keyword. */
export const messageOf = (e: Pick<ErrorObject, 'keyword' | 'params' | 'propertyName'>, t: TFunction) =>
  refusedName(e) !== undefined ? t('validation.unknownField') : validationMessage(e, t);

export function toFieldErrors(errors: ErrorObject[] | null | undefined, t: TFunction): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const e of errors ?? []) {
    const field = fieldOf(e);
    if (byField.has(field)) continue;
    byField.set(field, { field, message: messageOf(e, t) });
  }
  return [...byField.values()];
}
