/** The transport mode page's rows: one per branch, its saved setting or transport off. */
import type { TransportSetting } from '../../../schemas/settings';

export const FREE = 0;

export interface BranchRef {
  id: number;
  name: string;
}

export function transportRows(branches: BranchRef[], saved: TransportSetting[]): TransportSetting[] {
  return branches.map(
    (branch) => saved.find((row) => row.branch_id === branch.id) ?? { branch_id: branch.id, is_enable: false, fee_type: FREE, amount: 0 },
  );
}

/** Rows that need an amount and have none: a paid mode (per turn, monthly) switched on. */
export function rowsMissingAmount(rows: TransportSetting[]): number[] {
  return rows.flatMap((row, i) => (row.is_enable && row.fee_type !== FREE && !(row.amount > 0) ? [i] : []));
}

/** What is saved: a free row's amount is none. */
export const toSaved = (rows: TransportSetting[]): TransportSetting[] =>
  rows.map((row) => (row.fee_type === FREE ? { ...row, amount: 0 } : row));
