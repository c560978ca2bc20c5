/**
 * Fills an `x-actions` template from the record and the action's dialog:
 * "{field}" is the record's value, "{form.field}" the dialog's; a string that
 * is one placeholder keeps the value's type. Pure.
 */
type Values = Record<string, unknown>;

const WHOLE = /^\{(form\.)?(\w+)\}$/;

function lookup(formPart: string | undefined, field: string, record: Values, form: Values): unknown {
  return formPart ? form[field] : record[field];
}

export function fillBody(template: unknown, record: Values, form: Values = {}): unknown {
  if (Array.isArray(template)) return template.map((item) => fillBody(item, record, form));
  if (template && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, fillBody(value, record, form)]));
  }
  if (typeof template !== 'string') return template;
  const whole = WHOLE.exec(template);
  return whole ? lookup(whole[1], whole[2], record, form) : template;
}

/** A bulk action's body: the template's items filled once per selected record, in one array. */
export function fillBulkBody(template: unknown[], records: Values[], form: Values = {}): unknown[] {
  return records.flatMap((record) => fillBody(template, record, form) as unknown[]);
}

export function fillPath(path: string, record: Values): string {
  return path.replace(/\{(\w+)\}/g, (_, field: string) => encodeURIComponent(String(record[field] ?? '')));
}
