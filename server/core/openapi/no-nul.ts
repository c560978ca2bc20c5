/**
 * No input may carry U+0000 (hooks/validators.ts refuses it with 400): the
 * document says so on every string of a route's parameters and body that no
 * pattern of its own already bounds.
 */
type Schema = Record<string, unknown>;

export const NO_NUL = '^[^\\u0000]*$';

function takesString(schema: Schema): boolean {
  const type = schema.type;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/** `schema` with the NUL refusal on each of its strings; shared schemas (`$ref`) are left as they are. */
export function refuseNul(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(refuseNul);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    // `enum`, `const` and `examples` are values, not schemas.
    out[key] = ['enum', 'const', 'examples', 'default', 'required'].includes(key) ? value : refuseNul(value);
  }
  if (takesString(out) && !out.pattern && !out.enum && !('const' in out) && !out.format) out.pattern = NO_NUL;
  return out;
}

/** A route's schema with the NUL refusal on its parameters, headers and body. */
export function withoutNul<T extends Schema>(schema: T): T {
  const out: Schema = { ...schema };
  for (const part of ['querystring', 'params', 'headers', 'body']) if (out[part]) out[part] = refuseNul(out[part]);
  return out as T;
}
