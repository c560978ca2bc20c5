/** Customers' and players' member levels follow their points balance and the earn-points level thresholds. */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import type { Db } from '../../db/client';
import { memberLevel, type LevelThreshold } from '../../../domain/loyalty';

type Members = 'customers' | 'players';

/** Puts one customer at the level their balance reaches; answers the level. */
export async function levelCustomer(ctx: RequestContext, customerId: number, levels: LevelThreshold[]): Promise<number | null> {
  const row = await ctx.db
    .selectFrom('customers')
    .select('points')
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!row) return null;
  const level = memberLevel(Number(row.points ?? 0), levels);
  await ctx.db.updateTable('customers').set({ level }).where('academy_id', '=', ctx.academy.id).where('id', '=', customerId).execute();
  return level;
}

/** The academy's customers or players (all, or these ids) moved to the level their balance reaches under these thresholds. */
export async function relevel(db: Db, academyId: number, members: Members, levels: LevelThreshold[], ids?: number[]): Promise<void> {
  if (ids && !ids.length) return;
  const highestFirst = [...levels].sort((a, b) => b.benchmarks - a.benchmarks || b.id - a.id);
  const whens = highestFirst.map((l) => sql`when coalesce(points, 0) >= ${l.benchmarks} then cast(${l.id} as integer)`);
  const level = whens.length ? sql<number>`case ${sql.join(whens, sql` `)} else 0 end` : sql<number>`0`;
  let update = db.updateTable(members).set({ level }).where('academy_id', '=', academyId);
  if (ids) update = update.where('id', 'in', ids);
  await update.execute();
}
