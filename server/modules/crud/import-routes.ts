/**
 * `POST /v1/api/{api.import}` for a resource that names one: a spreadsheet
 * (XLSX or CSV, multipart `file`, under 5 MB) of new records, created all or none,
 * or with `dryRun=true` checked the same way and answered without being saved.
 * `GET /v1/api/{api.import}/template`: an empty workbook with the columns it reads.
 */
import type { FastifyInstance } from 'fastify';
import { auditNote } from '../../core/hooks/audit-trail';
import { badRequest, unprocessable } from '../../core/errors';
import type { EntityModel } from '../../core/crud/entity-model';
import { answers, envelope } from '../../core/openapi/responses';
import { fileParts, multipartBody } from '../../core/openapi/request-bodies';
import { importRecords, readSheet } from './list-import';
import { columnLabel, importFields } from './import-columns';
import { ok } from '../../core/reply';
import { sendSpreadsheet, spreadsheetAnswers } from './spreadsheet-reply';
import { typed } from '../../core/typed';
import { writeGate } from '../../../domain/gate';

const MAX_SHEET_BYTES = 5 * 1024 * 1024;
const SHEET_NAME = /\.(xlsx|csv)$/i;

const importQuery = {
  type: 'object',
  properties: {
    dryRun: { type: 'boolean', default: false, description: 'Check every row and answer the records it would create, saving nothing' },
  },
  additionalProperties: false,
} as const;

async function* noRows() {}

export function importRoutes(fastify: FastifyInstance, model: EntityModel): void {
  const app = typed(fastify);
  const { api, name } = model.config;
  if (!api.import) return;
  const config = { gate: writeGate(model.config) };
  const sheetBody = multipartBody({ file: fileParts('An XLSX or CSV spreadsheet under 5 MB, its header row naming the fields') }, ['file']);
  const label = (model.schema['x-label']?.en ?? name).toLowerCase();
  const outcome = {
    type: 'object',
    properties: {
      created: { type: 'integer', description: 'Records created, or that a dry run would create' },
      rows: { type: 'array', items: { $ref: `${name}#` }, description: "A dry run's records as they would be created" },
    },
    required: ['created'],
    additionalProperties: false,
  };
  const importSchema = {
    summary: `Import ${label}`,
    description:
      'New records from a spreadsheet (multipart `file`: XLSX or CSV under 5 MB, a header row naming the fields), created all or none; a refused cell is named by its row and column.',
    querystring: importQuery,
    // 201 when saved, 200 for a dry run.
    response: { 200: envelope(outcome), ...(answers(outcome, 201) as object) },
  };
  app.post<{ Querystring: { dryRun: boolean } }>(
    `/${api.import}`,
    { config: { ...config, requestBody: sheetBody }, schema: importSchema },
    async (request, reply) => {
      const ctx = request.ctx!;
      const refuse = (key: string) => unprocessable(ctx.t('errors.validationFailed'), [{ field: 'file', message: ctx.t(key) }]);
      let file;
      try {
        file = await request.file({ limits: { fileSize: MAX_SHEET_BYTES, files: 1 } });
      } catch {
        throw refuse('validation.required');
      }
      if (!file) throw refuse('validation.required');
      if (!SHEET_NAME.test(file.filename)) throw refuse('import.notASheet');
      const bytes = await file.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('import.tooLarge');
        // Anything else is a body cut short or malformed on its way.
        throw badRequest(ctx.t('validation.multipart'), [{ field: 'file', message: ctx.t('validation.multipart') }]);
      });
      const sheet = await readSheet(bytes, file.filename).catch(() => {
        throw refuse('import.unreadable');
      });
      const { dryRun } = request.query;
      if (dryRun) auditNote(request).wroteNothing = true;
      const result = await importRecords(ctx, model.forRole(ctx.user.role), sheet, dryRun);
      return dryRun ? ok(result) : reply.status(201).send(ok(result, 'created'));
    },
  );

  const templateSchema = {
    summary: `Import template of ${label}`,
    description: "An Excel workbook whose header row is the columns the import reads, in the caller's language.",
    response: spreadsheetAnswers,
  };
  app.get(`/${api.import}/template`, { config, schema: templateSchema }, async (request, reply) => {
    const ctx = request.ctx!;
    const seen = model.forRole(ctx.user.role);
    const columns = importFields(seen).map((field) => ({ header: columnLabel(seen, field, ctx.lang), cell: () => null }));
    return sendSpreadsheet(request, reply, 'xlsx', `${name}-${ctx.t('import.templateFile')}`, {
      title: model.schema['x-label'][ctx.lang],
      columns,
      batches: noRows(),
    });
  });
}
