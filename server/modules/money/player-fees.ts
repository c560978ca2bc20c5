/**
 * A fee the app books for a player by itself (an enrolment, a kit, a member card, a bus fare, a
 * pack renewed): a revenue of one of the system categories, by default new (to collect) and
 * payable in cash, so it shows as unpaid until the office or the parent pays it.
 */
import type { RequestContext } from '../../core/context';
import { searchTextOf } from '../../core/search-text';
import { systemCategory, type SYSTEM_CATEGORIES } from './system-categories';

/** transaction_status: paid, and new (booked, still to be collected). */
export const PAID = 1;
export const NEW = 4;
const CASH = 1;

export interface PlayerFee {
  category: keyof typeof SYSTEM_CATEGORIES;
  title: string;
  branch_id: number | null;
  player_id: number;
  amount: number;
  at_date: string;
  note?: string | null;
  transaction_status?: typeof PAID | typeof NEW;
}

/** Books the fee; answers the revenue's id. */
export async function bookPlayerFee(
  ctx: RequestContext,
  { category, transaction_status = NEW, note = null, ...fee }: PlayerFee,
): Promise<number> {
  const { id } = await ctx.db
    .insertInto('revenues')
    .values({
      ...fee,
      note,
      academy_id: ctx.academy.id,
      category_id: await systemCategory(ctx, category),
      payment_type: CASH,
      transaction_status,
      search_text: searchTextOf({ title: fee.title, note }, ['title', 'note']),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
