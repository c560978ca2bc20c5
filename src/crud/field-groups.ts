/**
 * A detail page's fields in the schema's `x-groups` sections: the fields no
 * group names first (untitled), then each group in order, keeping the fields
 * the page shows. Pure.
 */
import type { EntitySchema } from '../../schemas/vocabulary';

export interface FieldGroup<T> {
  name?: string;
  fields: T[];
}

export function groupFields<T extends { field: string }>(fields: T[], groups: EntitySchema['x-groups'] = []): FieldGroup<T>[] {
  const byName = new Map(fields.map((spec) => [spec.field, spec]));
  const grouped = new Set(groups.flatMap((group) => group.fields));
  const sections: FieldGroup<T>[] = [
    { fields: fields.filter((spec) => !grouped.has(spec.field)) },
    ...groups.map((group) => ({ name: group.name, fields: group.fields.flatMap((field) => byName.get(field) ?? []) })),
  ];
  return sections.filter((section) => section.fields.length);
}
