/** A payslip's figures from its salary type (pure): base from the rate, total from base, raises and deductions. */

export type SalaryType = 'MONTHLY' | 'SESSION';

/** MONTHLY: the monthly salary whatever the sessions; SESSION: the rate for each session taught. */
export function baseAmount(salaryType: SalaryType | string | null, rate: number, sessions: number): number {
  return salaryType === 'SESSION' ? rate * sessions : rate;
}

/** base + raises − deductions; deductions larger than the pay leave nothing to pay, never a debt. */
export function totalAmount(base: number, raise: number, deduction: number): number {
  return Math.max(0, base + raise - deduction);
}
