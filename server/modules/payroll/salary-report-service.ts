/**
 * The salary report: payslip totals by branch and month over a range of months,
 * paid and unpaid apart, summed by the database from the payslips the caller may see.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { withinBranches } from '../../core/branch-scope';
import { unprocessable } from '../../core/errors';
import { monthsBetween } from '../../core/academy-clock';
import { NUMBER_FORMATS, type Cell, type ExportColumn } from '../crud/spreadsheet';
import type { SalaryCell, SalaryReport } from '../../../domain/salary-report';

const PAID = 2;
const UNPAID = 1;
/** Three years of columns is already a wide table. */
export const MAX_MONTHS = 36;

const empty = (month: string): SalaryCell => ({ month, paid_amount: 0, unpaid_amount: 0, total_amount: 0, payslips: 0 });

function add(into: SalaryCell, cell: SalaryCell): void {
  into.paid_amount += cell.paid_amount;
  into.unpaid_amount += cell.unpaid_amount;
  into.total_amount += cell.total_amount;
  into.payslips += cell.payslips;
}

const sums = (cells: SalaryCell[]) => {
  const all = empty('');
  cells.forEach((c) => add(all, c));
  return { paid_amount: all.paid_amount, unpaid_amount: all.unpaid_amount, total_amount: all.total_amount };
};

export async function payslipBranchMonth(ctx: RequestContext, fromMonth: string, toMonth: string): Promise<SalaryReport> {
  if (fromMonth > toMonth)
    throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'toMonth', message: ctx.t('report_salary.errors.order') }]);
  const months = monthsBetween(fromMonth, toMonth);
  if (months.length > MAX_MONTHS)
    throw unprocessable(ctx.t('errors.validationFailed'), [
      { field: 'toMonth', message: ctx.t('report_salary.errors.tooLong', { max: MAX_MONTHS }) },
    ]);

  let branches = ctx.db
    .selectFrom('branches')
    .select(['id', 'name'])
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null);
  let slips = ctx.db
    .selectFrom('manager_payslips')
    .select([
      'branch_id',
      'month',
      sql<number>`coalesce(sum(total_amount) filter (where payslip_status = ${PAID}), 0)`.as('paid_amount'),
      sql<number>`coalesce(sum(total_amount) filter (where payslip_status = ${UNPAID}), 0)`.as('unpaid_amount'),
      sql<number>`count(*)`.as('payslips'),
    ])
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('month', '>=', fromMonth)
    .where('month', '<=', toMonth)
    .groupBy(['branch_id', 'month']);
  branches = branches.where(withinBranches(ctx.branchIds, 'id'));
  slips = slips.where(withinBranches(ctx.branchIds, 'branch_id'));
  const [branchRows, slipRows] = await Promise.all([branches.orderBy('name').execute(), slips.execute()]);

  const cells = new Map(
    slipRows.map((r) => {
      const paid = Number(r.paid_amount);
      const unpaid = Number(r.unpaid_amount);
      return [
        `${r.branch_id}|${r.month}`,
        { month: String(r.month), paid_amount: paid, unpaid_amount: unpaid, total_amount: paid + unpaid, payslips: Number(r.payslips) },
      ];
    }),
  );
  const totals = months.map(empty);
  const rows = branchRows.map((b) => {
    const own = months.map((m, i) => {
      const cell = cells.get(`${b.id}|${m}`) ?? empty(m);
      add(totals[i], cell);
      return cell;
    });
    return { branch: { id: Number(b.id), name: String(b.name) }, months: own, ...sums(own) };
  });
  return { from_month: fromMonth, to_month: toMonth, months, rows, totals: { months: totals, ...sums(totals) } };
}

/** The report as a sheet: one line per branch and month, as shown, then the totals. */
export function salaryReportSheet(
  ctx: RequestContext,
  report: SalaryReport,
): { columns: ExportColumn[]; rows: Array<Record<string, Cell>> } {
  const header = (key: string) => ctx.t(`report_salary.columns.${key}`);
  const columns: ExportColumn[] = [
    { header: header('branch'), cell: (r) => r.branch as Cell },
    { header: header('month'), cell: (r) => r.month as Cell },
    { header: header('payslips'), cell: (r) => r.payslips as Cell },
    { header: header('paid'), numFmt: NUMBER_FORMATS.thousands, cell: (r) => r.paid_amount as Cell },
    { header: header('unpaid'), numFmt: NUMBER_FORMATS.thousands, cell: (r) => r.unpaid_amount as Cell },
    { header: header('total'), numFmt: NUMBER_FORMATS.thousands, cell: (r) => r.total_amount as Cell },
  ];
  const shown = (m: string) => `${m.slice(5, 7)}/${m.slice(0, 4)}`;
  const rows = [
    ...report.rows.flatMap((row) => row.months.map((cell) => ({ branch: row.branch.name, ...cell, month: shown(cell.month) }))),
    ...report.totals.months.map((cell) => ({ branch: header('allBranches'), ...cell, month: shown(cell.month) })),
  ];
  return { columns, rows };
}
