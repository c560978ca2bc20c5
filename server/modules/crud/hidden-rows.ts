/**
 * Rows of a resource that only some callers see, on top of academy and branch:
 * the generic CRUD (lists, exports, reads, writes) applies them to every query.
 */
import { sql } from 'kysely';
import type { HiddenRows } from '../../core/crud/entity-model';
import { salaryExpensesHidden } from '../money/salary-privacy';

/** A manager bound to branches sees those branches, as every branch-scoped list of theirs does. */
const otherBranchesHidden: HiddenRows = (ctx) => (ctx.user.branchIds.length ? sql<boolean>`id in (${sql.join(ctx.user.branchIds)})` : null);

export const hiddenRows: Record<string, HiddenRows> = {
  branches: otherBranchesHidden,
  expenses: salaryExpensesHidden,
};
