/**
 * Where a row carries a related record's `{id, name}`: `class_id` → `class`, a list of ids
 * (`branch_ids`, `"x-ref": "branches"`) → the resource's name (`branches`). The server adds the
 * key to every row it reads and the app shows the name from it, so both take the rule from here.
 */
export function relationKey(field: string, property?: { type?: unknown; 'x-ref'?: string }): string {
  return property?.type === 'array' && property['x-ref'] ? property['x-ref'] : field.replace(/_id$/, '');
}
