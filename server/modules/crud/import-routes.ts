/**
 * `POST /v1/api/{api.import}` for a resource that names one: a spreadsheet
 * (XLSX or CSV, multipart `file`, under 5 MB) of new records, created all or none.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest, unprocessable } from '../../core/errors';
import type { EntityModel } from '../../core/crud/entity-model';
import { importRecords, readSheet } from './list-import';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { writeGate } from '../../../domain/gate';

const MAX_SHEET_BYTES = 5 * 1024 * 1024;
const SHEET_NAME = /\.(xlsx|csv)$/i;

export function importRoutes(fastify: FastifyInstance, model: EntityModel): void {
  const app = typed(fastify);
  const { api } = model.config;
  if (!api.import) return;
  const label = model.schema['x-label']?.en ?? model.config.name;
  const schema = {
    summary: `Import ${label.toLowerCase()}`,
    description: 'New records from a spreadsheet (multipart `file`: XLSX or CSV under 5 MB, a header row naming the fields), created all or none.',
  };
  app.post(`/${api.import}`, { config: { gate: writeGate(model.config) }, schema }, async (request, reply) => {
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
    return reply.status(201).send(ok(await importRecords(ctx, model.forRole(ctx.user.role), sheet), 'created'));
  });
}
