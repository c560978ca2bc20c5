/**
 * The flags beside a player on a day's roster, where the office and the teacher see who owes
 * money or sessions: a fee still unpaid (a revenue of the revenues' "unpaid" filter group: new,
 * pending or failed) and a low balance (sessions left at or below the academy's threshold for
 * telling the parent, or none left).
 */
import type { RequestContext } from '../../core/context';
import revenues from '../../../schemas/revenues.json' with { type: 'json' };

export interface PlayerFlags {
  fee_unpaid: boolean;
  low_balance: boolean;
}

const UNPAID = revenues.properties.transaction_status['x-filter-groups'].unpaid.values;

export async function playerFlags(
  ctx: RequestContext,
  players: Array<{ id: number; number_of_units?: number }>,
  lowSessionsThreshold: number | null | undefined,
): Promise<Map<number, PlayerFlags>> {
  const unpaid = new Set<number>();
  if (players.length) {
    const rows = await ctx.db
      .selectFrom('revenues')
      .select('player_id')
      .distinct()
      .where('academy_id', '=', ctx.academy.id)
      .where('deleted_at', 'is', null)
      .where(
        'player_id',
        'in',
        players.map((p) => p.id),
      )
      .where('transaction_status', 'in', UNPAID)
      .execute();
    for (const row of rows) unpaid.add(Number(row.player_id));
  }
  const low = Math.max(lowSessionsThreshold ?? 0, 0);
  return new Map(players.map((p) => [p.id, { fee_unpaid: unpaid.has(p.id), low_balance: Number(p.number_of_units ?? 0) <= low }]));
}
