/**
 * Teachers' pay is the admin's (spec §6: payroll, time-keeping and the salary
 * report are admin-only). A paid payslip books a salary expense; other roles
 * never see such a row, only the totals it is part of (a month's expenses, the
 * salary category's line in the expense report).
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { SYSTEM_CATEGORIES } from './system-categories';

/** Whether the caller may see individual salary expenses. */
export const seesSalaries = (ctx: Pick<RequestContext, 'user'>) => ctx.user.role === 'admin';

/** The condition an expense row (`alias.category_id`) meets unless it pays a salary; null for the admin. */
export function salaryExpensesHidden(ctx: RequestContext, alias?: string) {
  if (seesSalaries(ctx)) return null;
  const category = sql.ref(alias ? `${alias}.category_id` : 'category_id');
  return sql<boolean>`not exists (select 1 from transaction_categories sc where sc.id = ${category} and sc.code = ${SYSTEM_CATEGORIES.teacherSalary.code})`;
}
