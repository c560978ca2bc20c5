/**
 * Where a row carries a related record's `{id, name}`: `class_id` → `class`, a list of ids
 * (`branch_ids`, `"x-ref": "branches"`) → the resource's name (`branches`). The server adds the
 * key to every row it reads and the app shows the name from it, so both take the rule from here.
 */
export function relationKey(field: string, property?: { type?: unknown; 'x-ref'?: string }): string {
  return property?.type === 'array' && property['x-ref'] ? property['x-ref'] : field.replace(/_id$/, '');
}

/** The related record's name as a row carries it under its key; null when it names none (none set, or one the reader may not see). */
export function relatedName(row: Record<string, unknown>, key: string): string | null {
  return (row[key] as { name?: string } | null | undefined)?.name ?? null;
}
