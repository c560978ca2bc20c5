/**
 * The salary report (admin only): payslip totals by branch and month, as JSON
 * for the page and as the CSV / Excel file of what the page shows.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pageGate } from '../../../resources.config';
import { payslipBranchMonth, salaryReportSheet } from './salary-report-service';
import { CONTENT_TYPES, writeSpreadsheet } from '../crud/spreadsheet';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';

const MONTH = { type: 'string', format: 'month' } as const;
const range = { fromMonth: MONTH, toMonth: MONTH } as const;

export function salaryReportRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const config = { gate: pageGate('report_salary') };
  const path = '/admin/report/payslip-branch-month';

  app.get(
    path,
    {
      config,
      schema: {
        summary: 'Salary report',
        description: 'Payslip totals by branch and month over a range of months (36 at most), paid and unpaid apart.',
        querystring: { type: 'object', properties: range, required: ['fromMonth', 'toMonth'], additionalProperties: false } as const,
      },
    },
    async (request) => ok(await payslipBranchMonth(request.ctx!, request.query.fromMonth, request.query.toMonth)),
  );
  app.get(
    `${path}/export`,
    {
      config,
      schema: {
        summary: 'Export the salary report',
        description: 'The salary report as a CSV or Excel file: one line per branch and month, then the totals.',
        querystring: {
          type: 'object', properties: { ...range, format: { enum: ['csv', 'xlsx'] } }, required: ['fromMonth', 'toMonth', 'format'], additionalProperties: false,
        } as const,
      },
    },
    async (request, reply) => {
      const ctx = request.ctx!;
      const { fromMonth, toMonth, format } = request.query;
      const { columns, rows } = salaryReportSheet(ctx, await payslipBranchMonth(ctx, fromMonth, toMonth));
      const out = new PassThrough();
      writeSpreadsheet(format, out, ctx.t('report_salary.report_salary'), columns, (async function* () { yield rows; })()).catch((err) => {
        request.log.error(err, 'salary report export failed');
        out.destroy(err);
      });
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="salary-report-${fromMonth}-${toMonth}.${format}"`)
        .header('cache-control', 'no-store')
        .send(out);
    },
  );
}
