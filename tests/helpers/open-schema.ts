/**
 * Where a JSON Schema lets undeclared fields through: an empty schema (anything
 * goes) or an object that does not close itself with `additionalProperties: false`.
 * A `$ref` names a schema declared on its own (a record's), checked where it is declared.
 */
type Node = Record<string, unknown>;

const ANNOTATIONS = new Set(['description', 'title', 'examples', 'default']);
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON pointers (within `schema`) of the parts that are open. */
export function openParts(schema: unknown, at = ''): string[] {
  if (!isObject(schema)) return [];
  if ('$ref' in schema || 'const' in schema || 'enum' in schema) return [];
  if (Object.keys(schema).every((key) => ANNOTATIONS.has(key))) return [at || '/'];
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const objectLike = types.includes('object') || 'properties' in schema;
  const own = objectLike && schema.additionalProperties !== false ? [at || '/'] : [];
  const properties = isObject(schema.properties) ? schema.properties : {};
  return [
    ...own,
    ...Object.entries(properties).flatMap(([name, part]) => openParts(part, `${at}/properties/${name}`)),
    ...(isObject(schema.items) ? openParts(schema.items, `${at}/items`) : []),
    ...(['anyOf', 'oneOf', 'allOf'] as const).flatMap((key) =>
      Array.isArray(schema[key]) ? (schema[key] as unknown[]).flatMap((part, i) => openParts(part, `${at}/${key}/${i}`)) : [],
    ),
  ];
}
