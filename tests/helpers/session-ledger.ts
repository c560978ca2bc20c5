/** The sessions ledger's invariants, checked by the tests of every change of sessions left. */
import { sql } from 'kysely';
import type { Db } from '../../server/db/client';

/**
 * Every player whose sessions left differ from their ledger's sum, or from the sum of their packs'
 * rows (a move between branches names no pack: its rows out and in cancel out), or who has a pack
 * whose sessions left differ from its rows' sum.
 */
export async function unbalancedPlayers(db: Db): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select p.id from players p
    left join session_changes s on s.academy_id = p.academy_id and s.player_id = p.id
    group by p.id, p.number_of_units
    having coalesce(p.number_of_units, 0) <> coalesce(sum(s.units), 0)
      or coalesce(p.number_of_units, 0) <> coalesce(sum(s.units) filter (where s.pack_id is not null), 0)
    union
    select k.player_id from session_packs k
    left join session_changes s on s.academy_id = k.academy_id and s.pack_id = k.id
    group by k.academy_id, k.id, k.player_id, k.left_units
    having k.left_units <> coalesce(sum(s.units), 0)`.execute(db);
  return rows.map((r) => r.id);
}

/** Each of the player's packs, oldest first, with its sessions left (unbalancedPlayers checks them against its rows). */
export async function packsOf(db: Db, playerId: number) {
  const { rows } = await sql<{ id: number; sessions: number; left: number; renewal: string; expiry_date: string | null }>`
    select k.id, k.sessions, k.left_units as left, k.renewal, k.expiry_date::text as expiry_date
    from session_packs k where k.player_id = ${playerId} and k.deleted_at is null order by k.id`.execute(db);
  return rows;
}
