/** Payslip totals by branch and month (`GET /admin/report/payslip-branch-month?fromMonth&toMonth`). */
import { useCustom } from '@refinedev/core';

export interface SalaryCell {
  month: string;
  paid_amount: number;
  unpaid_amount: number;
  total_amount: number;
  payslips: number;
}

interface Sums {
  paid_amount: number;
  unpaid_amount: number;
  total_amount: number;
}

export interface SalaryReport {
  from_month: string;
  to_month: string;
  months: string[];
  rows: Array<Sums & { branch: { id: number; name: string }; months: SalaryCell[] }>;
  totals: Sums & { months: SalaryCell[] };
}

export const SALARY_REPORT_PATH = 'admin/report/payslip-branch-month';

export function useSalaryReport(fromMonth: string, toMonth: string) {
  const { query, result } = useCustom<SalaryReport>({
    url: `/${SALARY_REPORT_PATH}`,
    method: 'get',
    config: { query: { fromMonth, toMonth } },
    queryOptions: { placeholderData: (previous) => previous },
  });
  return { report: query.isSuccess ? result.data : undefined, loading: query.isFetching };
}
