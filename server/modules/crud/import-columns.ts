/**
 * The columns of an import sheet: every field the create form takes, in the
 * schema's order, headed by its label. A header is read by its label in either
 * language or by the field's name; errors and the template name it in the caller's.
 */
import type { Lang } from '../../../schemas/vocabulary';
import type { EntityModel } from '../../core/crud/entity-model';
import { fold, type Cell } from './import-cells';

export function importFields(model: EntityModel): string[] {
  return Object.keys(model.writable);
}

export function columnLabel(model: EntityModel, field: string, lang: Lang): string {
  return model.writable[field]?.['x-label']?.[lang] ?? field;
}

/** Which field each column holds, null for a column the list does not have. */
export function columnFields(model: EntityModel, header: Cell[]): Array<string | null> {
  const byName = new Map<string, string>();
  for (const field of importFields(model)) {
    const label = model.writable[field]['x-label'];
    for (const name of [field, label?.vi, label?.en]) if (name) byName.set(fold(name), field);
  }
  return header.map((h) => byName.get(fold(h)) ?? null);
}
