/**
 * The payslips a signed-in staff member may read: every one for the admin (the
 * branches in view, as the payslip list), and for anyone else only the payslips of
 * the teacher records linked to their login (`managers.user_id`), in any branch.
 * An unlinked login has none; nobody reads another's.
 */
import type { RequestContext } from '../../core/context';
import { listRecords, type Page } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';

export interface OwnPayslipsQuery {
  month: string;
  managerId?: number;
  page?: number;
}

/** The teacher records a login is linked to. */
async function linkedTeachers(ctx: RequestContext): Promise<number[]> {
  const rows = await ctx.db
    .selectFrom('managers')
    .select('id')
    .where('academy_id', '=', ctx.academy.id)
    .where('user_id', '=', ctx.user.id)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

export async function ownPayslips(
  ctx: RequestContext,
  model: EntityModel,
  query: OwnPayslipsQuery,
): Promise<Page<Record<string, unknown>>> {
  const list = { months: query.month, page: query.page ?? 0, size: 100, sort: 'name:asc' };
  if (ctx.user.role === 'admin')
    return listRecords(ctx, model, { ...list, ...(query.managerId && { managerIds: String(query.managerId) }) });
  const own = await linkedTeachers(ctx);
  return payslipsOf(ctx, model, query.managerId ? own.filter((id) => id === query.managerId) : own, list);
}

/** The payslips of these teacher records (a login's own), with the list's other filters; none for no record. */
export function payslipsOf(
  ctx: RequestContext,
  model: EntityModel,
  managerIds: number[],
  list: { page: number; size: number } & Record<string, unknown>,
): Promise<Page<Record<string, unknown>>> {
  if (!managerIds.length) return Promise.resolve({ page: list.page, size: list.size, total_elements: 0, total_pages: 0, content: [] });
  // One's own pay, wherever it was earned: not narrowed to the branches in view, and read whole.
  return listRecords({ ...ctx, branchIds: null }, model, { ...list, managerIds: managerIds.join(',') });
}
