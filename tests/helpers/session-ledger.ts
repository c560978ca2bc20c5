/** The sessions ledger's invariant, checked by the tests of every change of sessions left. */
import { sql } from 'kysely';
import type { Db } from '../../server/db/client';

/** Every player whose sessions left differ from their ledger's sum. */
export async function unbalancedPlayers(db: Db): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select p.id from players p
    left join session_changes s on s.academy_id = p.academy_id and s.player_id = p.id
    group by p.id, p.number_of_units
    having coalesce(p.number_of_units, 0) <> coalesce(sum(s.units), 0)`.execute(db);
  return rows.map((r) => r.id);
}
