/**
 * Reading transport attendance (spec §7 `GET /admin/bus-stops[/{id}]/pickup-attendances`):
 * the day's stops of the selected branches with their counts, and one stop's
 * riders due that day and direction with their check-ins. A branch without
 * transport mode answers 409 TRANSPORT_OFF, so the pages point to the setting.
 */
import { sql, type NotNull } from 'kysely';
import type { RequestContext } from '../../core/context';
import { withinBranches } from '../../core/branch-scope';
import { ApiError, badRequest, notFound } from '../../core/errors';
import { isDue, mergeRiders, tally, transportOf, type RiderPlan } from './pickup-rules';
import type { Direction, StopRoster, StopsOfDay } from '../../../domain/pickups';
import { readSettings } from '../settings/settings-service';
import { isApiDate } from '../../../domain/dates';
import { NONE, type CheckIn } from '../../../domain/check-in';

export interface PickupQuery {
  date: string;
  direction: Direction;
}

/** The day asked for when it is a real calendar day, or a 400 in the reader's language. */
export function checkedDay(ctx: RequestContext, date: string): string {
  if (!isApiDate(date)) {
    throw badRequest(ctx.t('transport.errors.day'), [{ field: 'date', message: ctx.t('transport.errors.day') }]);
  }
  return date;
}

export const transportOff = (ctx: RequestContext, branches: string) =>
  new ApiError(409, 'TRANSPORT_OFF', ctx.t('transport.errors.off', { branches }), undefined, { settings_path: '/settings/transport-mode' });

/** Active branches the request looks at (the header's selection within the user's own). */
async function branchesInView(ctx: RequestContext): Promise<Array<{ id: number; name: string }>> {
  let q = ctx.db
    .selectFrom('branches')
    .select(['id', 'name'])
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('auditing_status', '=', 1);
  q = q.where(withinBranches(ctx.branchIds, 'id'));
  return (await q.orderBy('name').execute()) as Array<{ id: number; name: string }>;
}

/** A bus stop the caller may see, with its branch's transport mode; 404 or 409 otherwise. */
export async function stopInScope(ctx: RequestContext, stopId: number) {
  let q = ctx.db
    .selectFrom('bus_stops as s')
    .innerJoin('branches as b', (j) => j.onRef('b.id', '=', 's.branch_id').onRef('b.academy_id', '=', 's.academy_id'))
    .select(['s.id', 's.name', 's.pickup_time', 's.address', 's.branch_id', 'b.name as branch_name'])
    // Joined on its branch, so it has one; names and the pick-up time are required (schemas/bus_stops.json, branches.json).
    .$narrowType<{ branch_id: NotNull; name: NotNull; pickup_time: NotNull; branch_name: NotNull }>()
    .where('s.academy_id', '=', ctx.academy.id)
    .where('s.deleted_at', 'is', null)
    .where('s.id', '=', stopId);
  q = q.where(withinBranches(ctx.branchIds, 's.branch_id'));
  const stop = await q.executeTakeFirst();
  if (!stop) throw notFound(ctx.t('errors.notFound'));
  const mode = transportOf(await readSettings(ctx), stop.branch_id);
  if (!mode) throw transportOff(ctx, String(stop.branch_name));
  return { stop, mode };
}

interface Rider extends RiderPlan {
  player_id: number;
}

/** Rider rows of some stops, one per player and stop (several rows merged). */
async function ridersOf(ctx: RequestContext, stopIds: number[]): Promise<Map<number, Rider[]>> {
  const byStop = new Map<number, Rider[]>(stopIds.map((id) => [id, []]));
  if (!stopIds.length) return byStop;
  const rows = await ctx.db
    .selectFrom('player_bus_stops as r')
    .innerJoin('players as p', (j) => j.onRef('p.id', '=', 'r.player_id').onRef('p.academy_id', '=', 'r.academy_id'))
    .select(['r.bus_stop_id', 'r.player_id', 'r.days', 'r.is_departure_turn', 'r.is_return_turn'])
    // Asked by stop and joined on the player: both are there.
    .$narrowType<{ bus_stop_id: NotNull; player_id: NotNull }>()
    .where('r.academy_id', '=', ctx.academy.id)
    .where('r.deleted_at', 'is', null)
    .where('r.bus_stop_id', 'in', stopIds)
    .where('p.deleted_at', 'is', null)
    .where('p.auditing_status', '=', 1)
    .execute();
  const grouped = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.bus_stop_id}:${r.player_id}`;
    grouped.set(key, [...(grouped.get(key) ?? []), r]);
  }
  for (const list of grouped.values()) {
    const plan = mergeRiders(
      list.map((r) => ({
        days: r.days ?? [],
        is_departure_turn: Boolean(r.is_departure_turn),
        is_return_turn: Boolean(r.is_return_turn),
      })),
    );
    byStop.get(list[0].bus_stop_id)!.push({ player_id: list[0].player_id, ...plan });
  }
  return byStop;
}

/** Stored check-ins of some stops on a day and direction. */
async function marksOf(ctx: RequestContext, stopIds: number[], query: PickupQuery) {
  if (!stopIds.length) return [];
  return ctx.db
    .selectFrom('pickup_attendances')
    .select(['bus_stop_id', 'player_id', 'check_in', 'note'])
    .where('academy_id', '=', ctx.academy.id)
    .where('bus_stop_id', 'in', stopIds)
    .where('at_date', '=', query.date)
    .where('direction', '=', query.direction)
    .execute();
}

/** Every stop of the branches in view that offer transport, in pickup order, with the day's counts. */
export async function stopsOfDay(ctx: RequestContext, query: PickupQuery): Promise<StopsOfDay> {
  checkedDay(ctx, query.date);
  const settings = await readSettings(ctx);
  const branches = await branchesInView(ctx);
  const served = branches.filter((b) => transportOf(settings, b.id));
  if (!served.length) throw transportOff(ctx, branches.map((b) => b.name).join(', '));
  const stops = await ctx.db
    .selectFrom('bus_stops')
    .select(['id', 'name', 'pickup_time', 'address', 'branch_id'])
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('auditing_status', '=', 1)
    .where(
      'branch_id',
      'in',
      served.map((b) => b.id),
    )
    // A stop's name and pick-up time are required (schemas/bus_stops.json), so every saved stop has them.
    .$narrowType<{ name: NotNull; pickup_time: NotNull }>()
    .orderBy('pickup_time')
    .orderBy(sql`name`)
    .execute();
  const ids = stops.map((s) => s.id);
  const [riders, marks] = await Promise.all([ridersOf(ctx, ids), marksOf(ctx, ids, query)]);
  const content = stops.map((s) => {
    const own = marks.filter((m) => m.bus_stop_id === s.id);
    const due = new Set(
      riders
        .get(s.id)!
        .filter((r) => isDue(r, query.date, query.direction))
        .map((r) => r.player_id),
    );
    for (const m of own) due.add(m.player_id);
    return {
      id: s.id,
      name: s.name,
      pickup_time: s.pickup_time,
      address: s.address ?? null,
      branch: served.find((b) => b.id === s.branch_id)!,
      total_riders: due.size,
      ...tally(own),
    };
  });
  return {
    date: query.date,
    direction: query.direction,
    content,
    ...tally(marks),
    branches_without_transport: branches.filter((b) => !served.includes(b)),
  };
}

/**
 * One stop's riders on a day and direction: those due by their pickup days and
 * turns, and anyone already marked there, with their check-in (-1 when none yet).
 */
export async function stopRoster(ctx: RequestContext, stopId: number, query: PickupQuery): Promise<StopRoster> {
  checkedDay(ctx, query.date);
  const { stop, mode } = await stopInScope(ctx, stopId);
  const [riders, marks] = await Promise.all([ridersOf(ctx, [stopId]), marksOf(ctx, [stopId], query)]);
  const plans = new Map(riders.get(stopId)!.map((r) => [r.player_id, r]));
  const marked = new Map(marks.map((m) => [m.player_id, m]));
  const ids = [
    ...new Set([...[...plans.values()].filter((r) => isDue(r, query.date, query.direction)).map((r) => r.player_id), ...marked.keys()]),
  ];
  const players = ids.length
    ? await ctx.db
        .selectFrom('players')
        .select(['id', 'name', 'date_of_birth', 'mobile', 'parent_name', 'address', 'avatar'])
        .where('academy_id', '=', ctx.academy.id)
        .where('id', 'in', ids)
        // A player's name is required (schemas/players.json).
        .$narrowType<{ name: NotNull }>()
        .orderBy(sql`name`)
        .execute()
    : [];
  const items = players.map((p) => {
    const plan = plans.get(p.id);
    const mark = marked.get(p.id);
    return {
      player_id: p.id,
      player: p,
      days: plan?.days ?? [],
      is_departure_turn: plan?.is_departure_turn ?? false,
      is_return_turn: plan?.is_return_turn ?? false,
      due: plan ? isDue(plan, query.date, query.direction) : false,
      check_in: (mark?.check_in ?? NONE) as CheckIn,
      note: mark?.note ?? null,
    };
  });
  return {
    bus_stop: {
      id: stop.id,
      name: stop.name,
      pickup_time: stop.pickup_time,
      address: stop.address ?? null,
      branch: { id: stop.branch_id, name: stop.branch_name },
    },
    date: query.date,
    direction: query.direction,
    fee: { fee_type: mode.fee_type, amount: mode.amount },
    items,
    ...tally(items),
  };
}
