/**
 * The demo's freezes and make-up credits, each with its events in the sessions ledger: in every
 * branch, two players frozen for a week in past months, and three credits of recent leave (one
 * open to book, one lapsed, one cancelled when the player came after all). Only the past is
 * frozen, so today's rosters are the class lists. Each seeded player has one pack (seeded before):
 * the events and credits name it.
 */
import { sql } from 'kysely';
import type { Db } from '../db/client';
import { foldText } from '../core/search-text';

const FREEZES = [
  { n: 1, back: 40, reason: 'Về quê thăm ông bà' },
  { n: 2, back: 70, reason: 'Ôn thi học kỳ' },
];

/** The active players of each branch with a class, numbered from 1 by id: who is frozen or credited. */
const ranked = (academyId: number) => sql`
  select p.id, p.branch_id, p.class_id, row_number() over (partition by p.branch_id order by p.id) as n,
    (select k.id from session_packs k where k.academy_id = p.academy_id and k.player_id = p.id order by k.id desc limit 1) as pack_id
  from players p
  where p.academy_id = ${academyId} and p.deleted_at is null and p.auditing_status = 1 and p.class_id is not null`;

export async function seedFreezesAndCredits(db: Db, academyId: number): Promise<void> {
  await sql`
    with ranked as (${ranked(academyId)}),
    frozen as (
      insert into player_freezes (academy_id, player_id, branch_id, from_date, to_date, reason, search_text)
      select ${academyId}, id, branch_id, current_date - f.back, current_date - f.back + 6, f.reason, f.search_text
      from ranked join jsonb_to_recordset(${JSON.stringify(FREEZES.map((f) => ({ ...f, search_text: foldText(f.reason) })))}::jsonb)
        as f(n bigint, back integer, reason text, search_text text) using (n)
      returning player_id, branch_id, from_date, to_date, reason
    )
    insert into session_changes (academy_id, player_id, branch_id, units, reason, at_date, note, pack_id)
    select ${academyId}, f.player_id, f.branch_id, 0, 'frozen', f.from_date,
      to_char(f.from_date, 'DD/MM/YYYY') || '–' || to_char(f.to_date, 'DD/MM/YYYY') || ': ' || f.reason, r.pack_id
    from frozen f join ranked r on r.id = f.player_id`.execute(db);
  await sql`
    with ranked as (${ranked(academyId)}),
    credits as (
      insert into makeup_credits (academy_id, player_id, branch_id, class_id, pack_id, missed_date, status, expires_on)
      select ${academyId}, id, branch_id, class_id, pack_id, current_date - c.back, c.status, current_date - c.back + 30
      from ranked join (values (3, 3, 'open'), (4, 50, 'expired'), (5, 10, 'cancelled')) as c(n, back, status) using (n)
      returning player_id, branch_id, class_id, pack_id, missed_date, status, expires_on
    )
    insert into session_changes (academy_id, player_id, branch_id, units, reason, at_date, class_id, pack_id)
    select ${academyId}, player_id, branch_id, 0, e.reason, e.at_date, class_id, pack_id
    from credits, lateral (
      select 'makeup_granted' as reason, missed_date as at_date
      union all select 'makeup_expired', expires_on + 1 where status = 'expired'
      union all select 'makeup_cancelled', missed_date where status = 'cancelled'
    ) e`.execute(db);
}
