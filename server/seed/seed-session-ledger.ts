/**
 * The seeded players' sessions ledgers: one opening row for the sessions left of each player who has
 * no ledger yet, as the migration that began the ledger carried in every academy's balances.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/client';

/** `academies`: a list of academy ids, `(1, 2)`, or a query of them. */
export async function openSessionLedgers(db: Db, academies: RawBuilder<unknown>): Promise<void> {
  await sql`
    insert into session_changes (academy_id, player_id, branch_id, units, reason, at_date)
    select p.academy_id, p.id, p.branch_id, p.number_of_units, 'opening', current_date
    from players p
    where p.academy_id in ${academies} and coalesce(p.number_of_units, 0) <> 0
      and not exists (select from session_changes s where s.academy_id = p.academy_id and s.player_id = p.id)`.execute(db);
}
