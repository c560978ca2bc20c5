/** Payslip totals by branch and month, as `GET /admin/report/payslip-branch-month` answers them. */
export interface SalaryCell {
  month: string;
  paid_amount: number;
  unpaid_amount: number;
  total_amount: number;
  payslips: number;
}

export interface SalaryReport {
  from_month: string;
  to_month: string;
  months: string[];
  rows: Array<{
    branch: { id: number; name: string };
    months: SalaryCell[];
    paid_amount: number;
    unpaid_amount: number;
    total_amount: number;
  }>;
  totals: { months: SalaryCell[]; paid_amount: number; unpaid_amount: number; total_amount: number };
}
