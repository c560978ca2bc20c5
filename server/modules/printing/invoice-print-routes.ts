/** `GET /api-public/invoices/{id}/pdf`: the academy's plan invoice as a PDF, for whoever may see its invoices; open while the plan has lapsed, as paying is. */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../core/typed';
import { memberConfig } from '../plan/route-configs';
import { findInvoice, planInvoice } from './plan-invoice';
import { pdfAnswers, sendPdf } from './print-reply';
import { pdfFileName } from './print-document';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;

export function invoicePrintRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const staticsDir = join(fastify.config.dataDir, 'statics');
  app.get(
    '/invoices/:id/pdf',
    {
      config: memberConfig,
      schema: {
        summary: 'Print an invoice',
        description: "One of the academy's plan invoices as a PDF in the caller's language, paid or not.",
        params: idParams,
        response: pdfAnswers,
      },
    },
    async (request, reply) => {
      const ctx = request.ctx!;
      const invoice = await findInvoice(ctx, request.params.id);
      return sendPdf(reply, ctx, staticsDir, planInvoice(ctx, ctx.academy.name, invoice), pdfFileName('invoice', invoice.number));
    },
  );
}
