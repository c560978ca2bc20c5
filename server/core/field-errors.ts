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

export function toFieldErrors(errors: ErrorObject[] | null | undefined, t: TFunction): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const e of errors ?? []) {
    const field = fieldOf(e);
    if (byField.has(field)) continue;
    const message = e.keyword === 'additionalProperties' ? t('validation.unknownField') : validationMessage(e, t);
    byField.set(field, { field, message });
  }
  return [...byField.values()];
}
