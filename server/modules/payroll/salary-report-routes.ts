/**
 * The salary report (admin only): payslip totals by branch and month, as JSON
 * for the page and as the CSV / Excel file of what the page shows.
 */
import type { FastifyInstance } from 'fastify';
import { pageGate } from '../../../resources.config';
import { payslipBranchMonth, salaryReportSheet } from './salary-report-service';
import { sendSpreadsheet, spreadsheetAnswers } from '../crud/spreadsheet-reply';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';
import { salaryReportSchema } from '../../../domain/salary-report';

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
        response: answers(salaryReportSchema),
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
          type: 'object',
          properties: { ...range, format: { enum: ['csv', 'xlsx'] } },
          required: ['fromMonth', 'toMonth', 'format'],
          additionalProperties: false,
        } as const,
        response: spreadsheetAnswers,
      },
    },
    async (request, reply) => {
      const ctx = request.ctx!;
      const { fromMonth, toMonth, format } = request.query;
      const { columns, rows } = salaryReportSheet(ctx, await payslipBranchMonth(ctx, fromMonth, toMonth));
      return sendSpreadsheet(request, reply, format, `salary-report-${fromMonth}-${toMonth}`, {
        title: ctx.t('report_salary.report_salary'),
        columns,
        batches: (async function* () {
          yield rows;
        })(),
      });
    },
  );
}
