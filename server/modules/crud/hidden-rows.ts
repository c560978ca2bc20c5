/**
 * Rows of a resource that only some callers see, on top of academy and branch:
 * the generic CRUD (lists, exports, reads, writes) applies them to every query.
 */
import type { HiddenRows } from '../../core/crud/entity-model';
import { withinOwnBranches } from '../../core/branch-scope';
import { salaryExpensesHidden } from '../money/salary-privacy';

/** A manager bound to branches sees those branches, as every branch-scoped list of theirs does. */
const otherBranchesHidden: HiddenRows = (ctx) => withinOwnBranches(ctx, 'id');

export const hiddenRows: Record<string, HiddenRows> = {
  branches: otherBranchesHidden,
  expenses: salaryExpensesHidden,
};
