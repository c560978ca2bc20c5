/**
 * Money categories the app books into by itself (a paid shop order, its refund,
 * a paid stock-in, a paid payslip, a member card sold), found by their system code and created on
 * first use, named in the language of whoever first needed it. A category is
 * found by its code and its kind both: money is never booked under a category of
 * another kind that happens to carry the code.
 */
import type { RequestContext } from '../../core/context';
import { searchTextOf } from '../../core/search-text';

export const SYSTEM_CATEGORIES = {
  productRevenue: { code: 'REVENUE_PRODUCT', category_type: 3 },
  membershipRevenue: { code: 'REVENUE_MEMBERSHIP_FEE', category_type: 3 },
  transportRevenue: { code: 'REVENUE_TRANSPORT_FEE', category_type: 3 },
  memberCardRevenue: { code: 'PRODUCT_DIGITAL_CARD', category_type: 3 },
  supplierExpense: { code: 'EXPENSE_SUPPLIER', category_type: 1 },
  orderRefund: { code: 'EXPENSE_ORDER_REFUND', category_type: 1 },
  teacherSalary: { code: 'EXPENSE_TEACHER_SALARY', category_type: 1, target: 'TEACHER' },
} as const;

export async function systemCategory(ctx: RequestContext, which: keyof typeof SYSTEM_CATEGORIES): Promise<number> {
  const { code, category_type } = SYSTEM_CATEGORIES[which];
  const found = await ctx.db
    .selectFrom('transaction_categories')
    .select('id')
    .where('academy_id', '=', ctx.academy.id)
    .where('code', '=', code)
    .where('category_type', '=', category_type)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  if (found) return found.id;
  const category = { ...SYSTEM_CATEGORIES[which], name: ctx.t(`bookedMoney.categories.${which}`) };
  const created = await ctx.db
    .insertInto('transaction_categories')
    .values({ target: 'NONE', ...category, academy_id: ctx.academy.id, auditing_status: 1, search_text: searchTextOf(category, ['name']) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}
