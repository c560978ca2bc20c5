/**
 * A payment recorded for a player: the revenue's amount, day and what it pays for,
 * told to the parent when the revenue becomes paid (created paid, marked paid at the
 * desk, or settled by the online payment's IPN).
 */
import type { RequestContext } from '../../core/context';
import type { NotNull } from 'kysely';
import type { AcademySettings } from '../settings/settings-service';
import { formatMoney } from '../../../domain/money';
import { formatDate } from '../../../domain/dates';
import { queueParentMessages } from './parent-messages';

/** Transaction status (spec §3) of money received. */
const PAID = 1;

/** Whether a revenue went from any other status (or none, when created) to paid. */
export const becamePaid = (before: unknown, after: unknown) => Number(after) === PAID && Number(before) !== PAID;

export async function queuePaymentNotice(tx: RequestContext, settings: AcademySettings, revenueId: number): Promise<void> {
  const revenue = await tx.db
    .selectFrom('revenues as r')
    .leftJoin('transaction_categories as c', (j) => j.onRef('c.academy_id', '=', 'r.academy_id').onRef('c.id', '=', 'r.category_id'))
    .select(['r.id', 'r.branch_id', 'r.player_id', 'r.amount', 'r.at_date', 'r.title', 'c.name as category'])
    // A revenue's schema requires its branch, day and title.
    .$narrowType<{ branch_id: NotNull; at_date: NotNull; title: NotNull }>()
    .where('r.academy_id', '=', tx.academy.id)
    .where('r.id', '=', revenueId)
    .executeTakeFirst();
  if (!revenue?.player_id) return;
  const fields = {
    amount: formatMoney(Number(revenue.amount)),
    date: formatDate(revenue.at_date),
    payment_for: revenue.title,
    category: revenue.category,
  };
  await queueParentMessages(tx, settings, {
    event: 'PAYMENT_RECORDED',
    branchId: revenue.branch_id,
    recordId: revenue.id,
    fields: new Map([[revenue.player_id, fields]]),
  });
}
