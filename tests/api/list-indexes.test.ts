import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';

// A class's active players by name (schemas/players.json `x-indexes`): a page of them is read
// in index order, not by sorting every player of the class on each request.
describe('list indexes', () => {
  const t = useTestApp();

  it("pages a class's active players by name from their index, with no sort", async () => {
    const rolledBack = new Error('roll back');
    let plan = '';
    await t.db
      .transaction()
      .execute(async (trx) => {
        const klass = await trx
          .selectFrom('classes')
          .select(['id', 'branch_id'])
          .where('academy_id', '=', 1)
          .orderBy('id')
          .executeTakeFirstOrThrow();
        await sql`insert into players (academy_id, branch_id, class_id, auditing_status, name, search_text)
        select 1, ${klass.branch_id}, ${klass.id}, 1, 'Lê Văn ' || g, 'le van ' || g from generate_series(1, 5000) g`.execute(trx);
        await sql`analyze players`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`
        explain select id, name from players where academy_id = 1 and deleted_at is null and class_id in (${klass.id}) and auditing_status in (1)
        order by name asc, id desc limit 10 offset 60`.execute(trx);
        plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        throw rolledBack;
      })
      .catch((err) => {
        if (err !== rolledBack) throw err;
      });
    expect(plan).toMatch(/Index (Only )?Scan using players_by_class_id_auditing_status_name_id on players/);
    expect(plan).not.toMatch(/Sort/);
  });
});
