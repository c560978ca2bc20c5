/**
 * Six months of attendance for a demo academy, up to yesterday (today is left
 * for the user to take): on each lesson day of every class (its weekly slots),
 * its active players — on the days they attend — mostly present, some absent,
 * and its teachers present. Sessions left are not recomputed from it: the
 * seeded balances stand for what the players have bought since.
 */
import { sql } from 'kysely';
import { academyToday } from '../core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { ABSENT, PRESENT } from '../../domain/check-in';
import { addDays } from '../modules/attendance/attendance-policy';
import { lessonDays, weekdayOf } from '../modules/attendance/attendance-calendar';
import type { Db } from '../db/client';
import { randomSource } from './demo-people';

const HISTORY_DAYS = 182;
const PLAYER_PRESENT = 0.88;
const TEACHER_PRESENT = 0.97;
const BATCH = 5000;
const NOTES = ['Ốm', 'Gia đình có việc', 'Đi du lịch', 'Nghỉ không báo'];

export async function seedAttendance(db: Db, academyId: number): Promise<void> {
  // Its own sequence, so adding attendance leaves every other seeded figure as it was.
  const r = randomSource(academyId * 7919);
  // The demo academies keep the default zone.
  const yesterday = addDays(academyToday(DEFAULT_TIME_ZONE), -1);
  const from = addDays(yesterday, -HISTORY_DAYS);
  const classes = await db
    .selectFrom('classes')
    .select(['id', 'branch_id', 'schedules', 'manager_ids'])
    .where('academy_id', '=', academyId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const players = await db
    .selectFrom('players')
    .select(['id', 'class_id', 'schedules'])
    .where('academy_id', '=', academyId)
    .where('auditing_status', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();

  const rows: Array<Record<string, unknown>> = [];
  for (const klass of classes) {
    const base = { academy_id: academyId, branch_id: klass.branch_id, class_id: klass.id };
    const days = lessonDays(klass.schedules ?? [], from, yesterday);
    const members = players.filter((p) => p.class_id === klass.id);
    for (const at_date of days) {
      const weekday = weekdayOf(at_date);
      for (const teacher of klass.manager_ids ?? []) {
        rows.push({ ...base, manager_id: teacher, at_date, check_in: r.next() < TEACHER_PRESENT ? PRESENT : ABSENT, units: 1 });
      }
      for (const player of members) {
        const slots = player.schedules ?? [];
        if (slots.length && !slots.some((s) => Number(s.day_of_week) === weekday)) continue;
        const present = r.next() < PLAYER_PRESENT;
        rows.push({
          ...base,
          player_id: player.id,
          at_date,
          check_in: present ? PRESENT : ABSENT,
          units: 1,
          note: present ? null : r.pick(NOTES),
        });
      }
    }
  }
  // Thousands of rows: sent as one JSON document per batch rather than as thousands of parameters.
  for (let i = 0; i < rows.length; i += BATCH) {
    await sql`
      insert into attendances (academy_id, branch_id, class_id, player_id, manager_id, at_date, check_in, units, note, taken)
      select academy_id, branch_id, class_id, player_id, manager_id, at_date, check_in, units, note,
        case when check_in = 1 and player_id is not null then units else 0 end
      from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + BATCH))}::jsonb)
        as r(academy_id int, branch_id int, class_id int, player_id int, manager_id int, at_date date, check_in smallint, units smallint, note text)
    `.execute(db);
  }
}
