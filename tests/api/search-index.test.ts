import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../server/core/catalogue';
import { useTestApp } from '../helpers/build-test-app';

// List search is `search_text like '%…%'`; without a trigram index every search reads the whole table.
describe('search index', () => {
  const t = useTestApp();

  it('gives every searchable table a trigram index on its search text', async () => {
    const searchable = Object.entries(loadCatalogue())
      .filter(([, s]) => s['x-search']?.length)
      .map(([name]) => name);
    const { rows } = await sql<{ tablename: string; indexdef: string }>`
      select tablename, indexdef from pg_indexes where indexname like '%\_search\_trgm'`.execute(t.db);
    expect(searchable).toContain('players');
    expect(rows.map((r) => r.tablename).sort()).toEqual([...searchable].sort());
    for (const r of rows) expect(r.indexdef).toMatch(/USING gin \(academy_id, search_text gin_trgm_ops\) WHERE \(deleted_at IS NULL\)/);
  });

  it('answers a substring search on a large list from that index', async () => {
    // Thousands of other players make a full scan the costly way; all of it is rolled back.
    const rolledBack = new Error('roll back');
    let plan = '';
    await t.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into players (academy_id, name, search_text)
        select 1, 'Trần Thị ' || g, 'tran thi ' || g from generate_series(1, 5000) g`.execute(trx);
        // Vacuum's work, done here: move the new entries from the index's pending list into the index proper.
        await sql`select gin_clean_pending_list('players_search_trgm')`.execute(trx);
        await sql`analyze players`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`
        explain select id from players where academy_id = 1 and deleted_at is null and search_text like ${'%nguyen van%'}`.execute(trx);
        plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        throw rolledBack;
      })
      .catch((err) => {
        if (err !== rolledBack) throw err;
      });
    expect(plan).toMatch(/Bitmap Index Scan on players_search_trgm/);
  });
});
