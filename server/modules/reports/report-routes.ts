/**
 * The report calls of spec §7: `GET /v1/api/{attendances|profit-and-loss|expenses|orders|revenues}/{filterUnit}`,
 * the inventory report beside them, and `GET /v1/api/players/report[-all]`; and
 * each one's `/export?format=csv|xlsx`: the table its screen shows, with the same
 * filters, as a file in the caller's language. Each behind its report page's
 * gate; the unit and dates are checked by the services' range rule so a bad one
 * is refused in the reader's language.
 */
import type { FastifyInstance } from 'fastify';
import { pageGate } from '../../../resources.config';
import { ok } from '../../core/reply';
import { answers } from '../../core/openapi/responses';
import { EXPORT_FORMATS, type ExportFormat } from '../crud/spreadsheet';
import { sendSpreadsheet, spreadsheetAnswers } from '../crud/spreadsheet-reply';
import { REPORTS, judgedRange, type ReportDefinition, type ReportInput } from './report-definitions';
import { RANGE_CODES } from '../../core/errors';
import { reportSheet } from './report-sheet';
import { academyToday } from '../../core/academy-clock';

type Request = { Params: ReportInput; Querystring: ReportInput & { format?: ExportFormat } };

/** `report_revenues_2025-01-01_2025-12-31`; a report at a day carries it, one with neither (the roster) the day it was taken. */
const fileName = ({ file }: ReportDefinition, input: ReportInput, timeZone: string) =>
  `${file.name}_${input.fromDate && input.toDate ? `${input.fromDate}_${input.toDate}` : (input.atDate ?? academyToday(timeZone))}`;

/** A report's query, and the file's format, which must be named. */
function exportQuery(query: Record<string, unknown>) {
  const { properties, required = [] } = query as { properties: Record<string, unknown>; required?: string[] };
  return {
    ...query,
    properties: { ...properties, format: { enum: EXPORT_FORMATS, description: 'The file: CSV or Excel' } },
    required: [...required, 'format'],
  };
}

function reportRoute(app: FastifyInstance, report: ReportDefinition): void {
  const judged = judgedRange(report);
  // A range the report cannot show (reversed, too many periods) is refused with a code of its own.
  const config = { gate: pageGate(report.page), ...(judged && { judged, refuses: { 400: Object.values(RANGE_CODES) } }) };
  const params = report.params && { params: report.params };

  app.get<Request>(
    report.path,
    {
      config,
      schema: {
        summary: report.summary,
        description: report.description,
        ...params,
        querystring: report.query,
        response: answers(report.schema),
      },
    },
    async ({ ctx, params: path, query }) => ok(await report.answer(ctx!, { ...path, ...query })),
  );
  app.get<Request>(
    `${report.path}/export`,
    {
      config: { ...config, ...(judged && { judged: { ...judged, querystring: exportQuery(judged.querystring) } }) },
      schema: {
        summary: `Export the ${report.summary.toLowerCase()}`,
        description: `${report.description} As a CSV or Excel file (\`format=csv|xlsx\`): the table the report's page shows, its totals row last, in the caller's language.`,
        ...params,
        querystring: exportQuery(report.query),
        response: spreadsheetAnswers,
      },
    },
    async (request, reply) => {
      const ctx = request.ctx!;
      const { format, ...query } = request.query;
      const input = { ...request.params, ...query };
      const table = report.table(await report.answer(ctx, input), { t: ctx.t, lang: ctx.lang });
      return sendSpreadsheet(
        request,
        reply,
        format!,
        fileName(report, input, ctx.academy.timeZone),
        reportSheet(ctx.t(report.file.titleKey), table),
      );
    },
  );
}

export function reportRoutes(app: FastifyInstance): void {
  for (const report of REPORTS) reportRoute(app, report);
}
