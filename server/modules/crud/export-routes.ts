/**
 * `GET /v1/api/{list}/export?format=csv|xlsx` with the list's own filters,
 * search and sort: the whole filtered list as a file, streamed as it is read.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../core/errors';
import { listQueryDescription, seenQuery } from '../../core/crud/list-query';
import { recordBatches } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { exportColumns } from './list-export';
import { EXPORT_FORMATS, type ExportFormat } from './spreadsheet';
import { sendSpreadsheet, spreadsheetAnswers } from './spreadsheet-reply';
import { typed } from '../../core/typed';
import { academyToday } from '../../core/academy-clock';

export function exportRoutes(fastify: FastifyInstance, model: EntityModel): void {
  const app = typed(fastify);
  const { api, roles, features, name } = model.config;
  const label = model.schema['x-label']?.en ?? name;
  // The whole list, so no page or size.
  const { properties: filters } = listQueryDescription(model, { paged: false }) as { properties: Record<string, unknown> };
  const exportQuery = {
    type: 'object',
    properties: { format: { enum: EXPORT_FORMATS, description: 'The file: CSV or Excel' }, ...filters },
    required: ['format'],
    additionalProperties: false,
  };
  const schema = {
    summary: `Export ${label.toLowerCase()}`,
    description: "The whole list as a CSV or Excel file (`format=csv|xlsx`), with the list's own filters, search and sort.",
    response: spreadsheetAnswers,
  };
  app.get<{ Querystring: Record<string, unknown> }>(
    `/${api.list}/export`,
    { config: { gate: { roles, features }, listQuery: exportQuery }, schema },
    async (request, reply) => {
      const ctx = request.ctx!;
      const { format, ...listQuery } = request.query;
      if (!EXPORT_FORMATS.includes(format as ExportFormat)) {
        throw badRequest(ctx.t('errors.exportFormat'), [{ field: 'format', message: ctx.t('validation.enum') }]);
      }
      const seen = model.forRole(ctx.user.role);
      const batches = recordBatches(ctx, seen, seenQuery(model, seen, listQuery, ctx.t));
      return sendSpreadsheet(request, reply, format as ExportFormat, `${name}-${academyToday(ctx.academy.timeZone)}`, {
        title: model.schema['x-label'][ctx.lang],
        columns: exportColumns(seen, ctx.lang, ctx.academy.timeZone),
        batches,
      });
    },
  );
}
