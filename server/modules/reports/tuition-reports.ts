/**
 * The tuition balance on a day: from each player's session packs started by then and the ledger
 * rows naming them up to that day, the sessions sold, taught, lapsed and left, those of a player
 * frozen that day, the packs' tuition paid by then and its part for the sessions still left
 * (rounded to the đồng per pack). One query by player; a class's or branch's row sums its players',
 * so every total reconciles with the rows under it.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { withinBranches } from '../../core/branch-scope';
import { academyToday } from '../../core/academy-clock';
import { oneOf } from './report-range';
import { PAID } from '../../../domain/tuition-fee';
import { BALANCE_FIGURES, type BalanceRow, type TuitionBalance, type TuitionGroup } from '../../../domain/reports/tuition-views';

/** Ledger reasons that use a pack's sessions up in lessons (a mark changed back gives one again). */
const TAUGHT = ['attended', 'absent', 'makeup_used', 'makeup_expired', 'given_back'];

type Figure = (typeof BALANCE_FIGURES)[number];
type Figures = Record<Figure | 'players', number>;
/** Sums as the database gives them (bigint and numeric as text). */
interface PlayerBalance extends Record<Figure, string | number> {
  player_id: number;
  player_name: string | null;
  class_id: number | null;
  class_name: string | null;
  branch_id: number | null;
  branch_name: string | null;
}

const FIGURES = ['players', ...BALANCE_FIGURES] as const;
const zeros = (): Figures => Object.fromEntries(FIGURES.map((key) => [key, 0])) as Figures;
const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
type Named = ReturnType<typeof named>;
/** By name as Vietnamese sorts it, numbers by their value (U8 before U10), then id; none last. */
const byName = (a: Named, b: Named) =>
  a && b ? a.name.localeCompare(b.name, 'vi', { numeric: true }) || a.id - b.id : Number(a === null) - Number(b === null);

/** Each player with a pack started by the day. */
async function playerBalances(ctx: RequestContext, day: string, classIds: number[] | undefined): Promise<PlayerBalance[]> {
  const academy = ctx.academy.id;
  const { rows } = await sql<PlayerBalance>`
    with packs as (
      select k.player_id, k.sessions, coalesce(m.left_units, 0) as left_units, coalesce(m.taught, 0) as taught,
        coalesce(m.expired, 0) as expired, coalesce(r.amount, 0) as received
      from session_packs k
      left join (
        select pack_id, sum(units) as left_units,
          -coalesce(sum(units) filter (where reason in (${sql.join(TAUGHT)})), 0) as taught,
          -coalesce(sum(units) filter (where reason = 'expired'), 0) as expired
        from session_changes
        where academy_id = ${academy} and pack_id is not null and at_date <= ${day}::date
        group by pack_id
      ) m on m.pack_id = k.id
      left join revenues r on r.academy_id = k.academy_id and r.id = k.revenue_id and r.deleted_at is null
        and r.transaction_status = ${PAID} and r.at_date <= ${day}::date
      where k.academy_id = ${academy} and k.deleted_at is null and k.start_date <= ${day}::date
    )
    select p.id as player_id, p.name as player_name, c.id as class_id, c.name as class_name, b.id as branch_id, b.name as branch_name,
      sum(k.sessions) as sold, sum(k.taught) as taught, sum(k.expired) as expired, sum(k.left_units) as left,
      case when exists (
        select 1 from player_freezes f
        where f.academy_id = p.academy_id and f.player_id = p.id and f.deleted_at is null and ${day}::date between f.from_date and f.to_date
      ) then sum(k.left_units) else 0 end as frozen,
      sum(k.received) as received,
      sum(case when k.sessions > 0 then round(k.received::numeric * greatest(k.left_units, 0) / k.sessions) else 0 end) as unearned
    from packs k
    join players p on p.academy_id = ${academy} and p.id = k.player_id
    left join classes c on c.academy_id = p.academy_id and c.id = p.class_id
    left join branches b on b.academy_id = p.academy_id and b.id = p.branch_id
    where ${withinBranches(ctx.branchIds, 'p.branch_id')} and ${oneOf('p.class_id', classIds)}
    group by p.academy_id, p.id, p.name, c.id, c.name, b.id, b.name`.execute(ctx.db);
  return rows;
}

const add = (into: Figures, row: Figures) => FIGURES.forEach((key) => (into[key] += row[key]));

/** The players' rows summed by their class (within its branch) or their branch, in the players' order. */
function grouped(players: BalanceRow[], by: TuitionGroup): BalanceRow[] {
  if (by === 'player') return players;
  const groups = new Map<string, BalanceRow>();
  for (const row of players) {
    const key = by === 'class' ? `${row.class?.id}|${row.branch?.id}` : `${row.branch?.id}`;
    const group = groups.get(key) ?? { player: null, class: by === 'class' ? row.class : null, branch: row.branch, ...zeros() };
    add(group, row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export async function tuitionBalance(
  ctx: RequestContext,
  query: { atDate?: string; groupBy?: TuitionGroup; classIds?: number[] },
): Promise<TuitionBalance> {
  const day = query.atDate ?? academyToday(ctx.academy.timeZone);
  const groupBy = query.groupBy ?? 'player';
  const players = (await playerBalances(ctx, day, query.classIds)).map((r) => ({
    player: named(r.player_id, r.player_name),
    class: named(r.class_id, r.class_name),
    branch: named(r.branch_id, r.branch_name),
    players: 1,
    ...(Object.fromEntries(BALANCE_FIGURES.map((key) => [key, Number(r[key])])) as Record<Figure, number>),
  }));
  players.sort((a, b) => byName(a.branch, b.branch) || byName(a.class, b.class) || byName(a.player, b.player));
  const total = zeros();
  for (const row of players) add(total, row);
  return { at_date: day, group_by: groupBy, rows: grouped(players, groupBy), total };
}
