/**
 * How many rows a list's filter matches, kept per table and academy until that
 * academy's rows of the table change: paging through a filter counts it once.
 */
import { Memo } from './memo';

export interface ListTotals {
  total: number;
  /** More rows match than were counted: `total` is a lower bound. */
  more: boolean;
  sub_total: number | null;
}

/** Distinct filters kept per table and academy. */
const FILTERS_KEPT = 500;

export class ListCounts {
  private readonly groups = new Map<string, Memo<string, ListTotals>>();

  get(table: string, academyId: number, question: string, count: () => Promise<ListTotals>): Promise<ListTotals> {
    const group = `${table}:${academyId}`;
    let memo = this.groups.get(group);
    if (!memo) this.groups.set(group, (memo = new Memo(FILTERS_KEPT)));
    return memo.get(question, count);
  }

  /** Forgets the counts of `table` for one academy, or for all when `academyId` is null. */
  changed(table: string, academyId: number | null): void {
    if (academyId !== null) return this.groups.get(`${table}:${academyId}`)?.clear();
    for (const [group, memo] of this.groups) if (group.startsWith(`${table}:`)) memo.clear();
  }

  clear(): void {
    for (const memo of this.groups.values()) memo.clear();
  }
}
