/** Payslip totals by branch and month (`GET /admin/report/payslip-branch-month?fromMonth&toMonth`). */
import { useCustom } from '@refinedev/core';
import type { SalaryReport } from '../../../domain/salary-report';

export type { SalaryCell, SalaryReport } from '../../../domain/salary-report';

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
