/**
 * Query results are typed by tables.ts, so an `as number` or `as string` on one would hide from
 * the compiler a column it should check (a nullable one, a renamed one). This scan of server/ and
 * scripts/ fails when such a cast comes back. The few of that form left are on other values, each
 * listed with what it is. (A jsonb column an entity schema declares has that schema's type in
 * tables.ts, so `as number[]` on one is caught too. A column named at run time is read through
 * core/crud/record-fields.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const CAST = /\bas (number|string)\b/;

const NOT_QUERY_RESULTS: Array<{ file: string; code: string; what: string }> = [
  { file: 'server/core/reply.ts', code: 'message: done as string', what: "a translation of the caller's language" },
  { file: 'server/core/tokens.ts', code: 'payload.view as string', what: 'a claim of a verified token' },
  { file: 'server/core/openapi/record-schemas.ts', code: 'value as string', what: 'a keyword of an entity schema' },
  { file: 'server/modules/settings/settings-service.ts', code: 'SETTINGS_SECTIONS as string[]', what: 'a list of section names' },
  { file: 'server/core/crud/crud-service.ts', code: 'data[guard.field] as string | number', what: 'a field of a validated request body' },
  { file: 'server/modules/crud/sheet-dates.ts', code: 'new Date(value as string)', what: 'a cell of an imported spreadsheet' },
  { file: 'server/modules/reports/shop-reports.ts', code: 'p[field] as number', what: 'a figure the stock report computed' },
  { file: 'scripts/bench/day-run.ts', code: 'res.json.access_token as string', what: 'an HTTP answer of the sign-in' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const casts = ['server', 'scripts'].flatMap((dir) =>
  sourceFiles(join(ROOT, dir)).flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, i) => (CAST.test(line) ? [{ file: relative(ROOT, path), line: i + 1, code: line.trim() }] : [])),
  ),
);

const listed = (cast: { file: string; code: string }) => NOT_QUERY_RESULTS.some((n) => n.file === cast.file && cast.code.includes(n.code));

it('casts nothing a query answered to number or text', () => {
  expect(casts.filter((cast) => !listed(cast)).map((c) => `${c.file}:${c.line}: ${c.code}`)).toEqual([]);
});

it('lists only casts that are still there', () => {
  expect(NOT_QUERY_RESULTS.filter((n) => !casts.some((c) => c.file === n.file && c.code.includes(n.code)))).toEqual([]);
});
