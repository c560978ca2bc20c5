/**
 * The seeded players' packs and sessions ledgers, as the migrations carried in every academy's
 * players: for each player with no pack yet, one pack of their sessions left, paid by their last
 * fee (its price and day) where they have one, and an opening row naming it. A player of a course
 * that lasts a number of days has a pack ending within the next weeks, so the renewal queue and
 * the tuition balance have packs of every kind.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/client';

/** `academies`: a list of academy ids, `(1, 2)`, or a query of them. */
export async function openSessionLedgers(db: Db, academies: RawBuilder<unknown>): Promise<void> {
  await sql`
    with opened as (
      insert into session_packs (academy_id, player_id, branch_id, course_id, sessions, left_units, price, revenue_id, start_date, expiry_date)
      select p.academy_id, p.id, p.branch_id, p.course_id, greatest(coalesce(p.number_of_units, 0), 0), coalesce(p.number_of_units, 0),
        coalesce(r.amount, 0), r.id, coalesce(r.at_date, p.create_date::date),
        case when c.duration_in_days > 0 then current_date + (p.id % 45) end
      from players p
      left join courses c on c.academy_id = p.academy_id and c.id = p.course_id
      left join lateral (
        select r.id, r.amount, r.at_date from revenues r
        where r.academy_id = p.academy_id and r.player_id = p.id and r.deleted_at is null and r.order_id is null
        order by r.at_date desc, r.id desc limit 1
      ) r on true
      where p.academy_id in ${academies}
        and not exists (select from session_packs k where k.academy_id = p.academy_id and k.player_id = p.id)
      returning academy_id, id, player_id, branch_id, start_date
    )
    insert into session_changes (academy_id, player_id, branch_id, units, reason, at_date, pack_id)
    select o.academy_id, o.player_id, o.branch_id, p.number_of_units, 'opening', o.start_date, o.id
    from opened o
    join players p on p.academy_id = o.academy_id and p.id = o.player_id
    where coalesce(p.number_of_units, 0) <> 0`.execute(db);
}
