/**
 * Each player's last pack with what deciding its renewal needs: the pack's sessions left, the
 * player's and the course's terms of today, whether a fee of the player is unpaid. The queue
 * filters it (session-renewals.ts); a decision reads one pack from it.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import revenues from '../../../schemas/revenues.json' with { type: 'json' };

const UNPAID = revenues.properties.transaction_status['x-filter-groups'].unpaid.values;

export function renewalCandidates(ctx: RequestContext) {
  return ctx.db
    .selectFrom('session_packs as k')
    .innerJoin('players as p', (join) => join.onRef('p.academy_id', '=', 'k.academy_id').onRef('p.id', '=', 'k.player_id'))
    .leftJoin('classes as cl', (join) => join.onRef('cl.academy_id', '=', 'p.academy_id').onRef('cl.id', '=', 'p.class_id'))
    .leftJoin('courses as co', (join) =>
      join.onRef('co.academy_id', '=', 'k.academy_id').onRef('co.id', '=', 'k.course_id').on('co.deleted_at', 'is', null),
    )
    .select([
      'k.id as pack_id',
      'k.player_id',
      'p.name as player_name',
      'p.parent_name',
      'p.mobile',
      'p.branch_id',
      'cl.name as class_name',
      'cl.course_fee as class_fee',
      'co.name as course_name',
      'k.course_id',
      'k.sessions',
      'k.price',
      'k.expiry_date',
      'k.renewal',
      'k.renewal_note',
      'co.course_type',
      'co.number_of_units as course_sessions',
      'co.fee as course_fee',
      sql<number | null>`nullif(co.duration_in_days, 0)`.as('course_days'),
      sql<number | null>`k.expiry_date - k.start_date + 1`.as('pack_days'),
      sql<number>`coalesce(p.number_of_units, 0)`.as('number_of_units'),
      'k.left_units as left',
      sql<boolean>`exists (
        select from revenues r where r.academy_id = k.academy_id and r.player_id = k.player_id
          and r.deleted_at is null and r.transaction_status in (${sql.join(UNPAID)}))`.as('fee_unpaid'),
    ])
    .where('k.academy_id', '=', ctx.academy.id)
    .where('k.deleted_at', 'is', null)
    .where('p.deleted_at', 'is', null)
    .where(
      'k.id',
      '=',
      sql<number>`(select max(l.id) from session_packs l where l.academy_id = k.academy_id and l.player_id = k.player_id and l.deleted_at is null)`,
    );
}

export type Candidate = Awaited<ReturnType<ReturnType<typeof renewalCandidates>['executeTakeFirstOrThrow']>>;
