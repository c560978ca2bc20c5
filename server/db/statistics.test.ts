import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from './client';
import { analyzeStaleTables } from './statistics';

let db: Db;
beforeAll(async () => {
  db = await openDb({});
  await sql`create table lessons (id int primary key, note text)`.execute(db);
  await sql`create table rooms (id int primary key)`.execute(db);
});
afterAll(() => db.destroy());

const insertLessons = (from: number, to: number) =>
  sql`insert into lessons select g, repeat('x', 200) from generate_series(${from}::int, ${to}::int) g`.execute(db);

describe('the statistics of an embedded database', () => {
  it('analyses the tables never analysed, then none while they stay as they were', async () => {
    await insertLessons(1, 1000);
    expect(await analyzeStaleTables(db)).toEqual(['lessons', 'rooms']);
    const { rows } = await sql<{ reltuples: number }>`select reltuples from pg_class where relname = 'lessons'`.execute(db);
    expect(rows[0].reltuples).toBe(1000);
    expect(await analyzeStaleTables(db)).toEqual([]);
  });

  it('analyses a table again once it has grown by more than a fifth, and only that one', async () => {
    await insertLessons(1001, 1100);
    expect(await analyzeStaleTables(db)).toEqual([]);
    await insertLessons(1101, 2000);
    expect(await analyzeStaleTables(db)).toEqual(['lessons']);
  });
});
