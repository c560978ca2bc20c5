/**
 * fast-check arbitraries drawn from a route's JSON Schema: mostly values the
 * schema allows (so requests get past validation into the handler), mixed with
 * values of the wrong type, hostile strings and prototype keys, and values of
 * the right shape that no calendar or column holds: impossible days, years 0
 * and 9999, integers at the 32- and 53-bit edges.
 */
import fc from 'fast-check';

type Schema = Record<string, unknown>;

/** Strings that have broken parsers, queries and templates elsewhere. */
const HOSTILE = [
  "' OR 1=1 --",
  '"; DROP TABLE players; --',
  '%',
  '_',
  '\\',
  '\u0000',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '1e309',
  '-0',
  'NaN',
  '9'.repeat(40),
  '😀',
  'ǅ\u202e',
  ' ',
  '2147483648',
  '9999999999',
  '1,9999999999',
  '2026-02-30',
  '0000-01-01',
];

/** Integers where columns and JavaScript change: 32-bit signed limits, 2^53, and the small ones. */
const INTEGER_EDGES = [2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, -1, 0];

/** Days the YYYY-MM-DD pattern allows but no calendar has, and years at the edges. */
const ODD_DAYS = [
  '2026-02-30',
  '2025-02-29',
  '2026-13-01',
  '2026-04-31',
  '2026-00-10',
  '0000-01-01',
  '9999-12-31',
  '1899-12-31',
  '3000-01-01',
];
const ODD_MONTHS = ['0000-01', '9999-12', '1899-12', '3000-01'];

/** Comma-joined ids as a filter takes them, edges included. */
export const idLists = fc
  .array(fc.oneof(fc.integer({ min: 1, max: 3000 }), fc.constantFrom(...INTEGER_EDGES)), { minLength: 1, maxLength: 4 })
  .map((ids) => ids.join(','));

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

/** Mostly a real value, one time in five an odd one. */
const mostly = <T>(real: fc.Arbitrary<T>, odd: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: real }, { weight: 1, arbitrary: odd });

function stringFor(s: Schema): fc.Arbitrary<string> {
  if (s.format === 'date')
    return mostly(
      DATES.map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom(...ODD_DAYS),
    );
  if (s.format === 'date-time')
    return mostly(
      DATES.map((d) => d.toISOString()),
      fc.constantFrom(...ODD_DAYS).map((d) => `${d}T00:00:00Z`),
    );
  if (s.format === 'month')
    return mostly(
      DATES.map((d) => d.toISOString().slice(0, 7)),
      fc.constantFrom(...ODD_MONTHS),
    );
  if (s.format === 'id-list') return idLists;
  if (s.format === 'time')
    return fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
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
    case 'string':
      return stringFor(s);
    case 'integer':
      return mostly(
        fc.integer({ min: typeof s.minimum === 'number' ? s.minimum : -1000, max: typeof s.maximum === 'number' ? s.maximum : 2_000_000 }),
        fc.constantFrom(...INTEGER_EDGES),
      );
    case 'number':
      return fc.double({
        min: typeof s.minimum === 'number' ? s.minimum : -1e6,
        max: typeof s.maximum === 'number' ? s.maximum : 1e9,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(fuzzFor(s.items, depth + 1), { maxLength: 4 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectFor(s, depth + 1);
    default:
      return fc.jsonValue({ maxDepth: 2 });
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
