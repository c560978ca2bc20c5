/**
 * fast-check arbitraries drawn from a route's JSON Schema: mostly values the
 * schema allows (so requests get past validation into the handler), mixed with
 * values of the wrong type, hostile strings and prototype keys.
 */
import fc from 'fast-check';

type Schema = Record<string, unknown>;

/** Strings that have broken parsers, queries and templates elsewhere. */
const HOSTILE = [
  "' OR 1=1 --", '"; DROP TABLE players; --', '%', '_', '\\', '\u0000', '../../etc/passwd', '<script>alert(1)</script>',
  '${7*7}', '{{7*7}}', '__proto__', 'constructor', '1e309', '-0', 'NaN', '9'.repeat(40), '😀', 'ǅ\u202e', ' ',
];

export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constantFrom(...HOSTILE),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant({}),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 3 }),
);

const DATES = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true });

function stringFor(s: Schema): fc.Arbitrary<string> {
  if (s.format === 'date') return DATES.map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time') return DATES.map((d) => d.toISOString());
  if (s.format === 'month') return DATES.map((d) => d.toISOString().slice(0, 7));
  if (s.format === 'time') return fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
  const maxLength = typeof s.maxLength === 'number' ? s.maxLength : Math.max(minLength, 20);
  return fc.oneof(fc.string({ minLength, maxLength }), fc.constantFrom(...HOSTILE));
}

/** A value the schema most likely accepts (constraints it does not know are left to chance). */
export function validFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const s = (schema ?? {}) as Schema;
  if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...s.enum);
  if ('const' in s) return fc.constant(s.const);
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(s[key])) return fc.oneof(...(s[key] as unknown[]).map((sub) => validFor(sub, depth)));
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string': return stringFor(s);
    case 'integer': return fc.integer({ min: typeof s.minimum === 'number' ? s.minimum : -1000, max: typeof s.maximum === 'number' ? s.maximum : 2_000_000 });
    case 'number': return fc.double({ min: typeof s.minimum === 'number' ? s.minimum : -1e6, max: typeof s.maximum === 'number' ? s.maximum : 1e9, noNaN: true });
    case 'boolean': return fc.boolean();
    case 'array': return depth > 3 ? fc.constant([]) : fc.array(fuzzFor(s.items, depth + 1), { maxLength: 4 });
    case 'object': return depth > 3 ? fc.constant({}) : objectFor(s, depth + 1);
    default: return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectFor(s: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = (s.properties ?? {}) as Record<string, unknown>;
  const known = fc.record(Object.fromEntries(Object.entries(props).map(([k, p]) => [k, fuzzFor(p, depth)])), { requiredKeys: [] });
  // Now and then a key the schema does not name, prototype keys included.
  const extra = fc.option(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'academy_id', 'role', 'zz'), junk), { freq: 5 });
  return fc.tuple(known, extra).map(([obj, more]) => {
    const out: Record<string, unknown> = { ...obj };
    if (more) Object.defineProperty(out, more[0], { value: more[1], enumerable: true, writable: true, configurable: true });
    return out;
  });
}

/** Mostly valid, sometimes junk: the value a fuzzed client puts where the schema says `schema`. */
export function fuzzFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: validFor(schema, depth) }, { weight: 1, arbitrary: junk });
}
