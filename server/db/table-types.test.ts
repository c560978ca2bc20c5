import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { TABLES_FILE, generateTableTypes } from './table-types';

it('tables.ts matches the tables a fresh migration makes (else run npm run db:types)', { timeout: 120_000 }, async () => {
  expect(readFileSync(TABLES_FILE, 'utf8')).toBe(await generateTableTypes());
});
