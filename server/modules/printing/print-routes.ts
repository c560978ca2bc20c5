/**
 * `GET …/{id}/pdf` of a revenue, an order and a payslip, and `GET {orders listAll}/pdf`
 * for the filtered orders: each behind the same gate as reading the record or the
 * list (role, package feature, and through the CRUD service the academy and branch).
 * A record's printout is headed by its branch's address too.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { academyToday } from '../../core/academy-clock';
import { getRecord, listAllRecords } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { listQueryDescription } from '../../core/crud/list-query';
import { forbidden } from '../../core/errors';
import { typed } from '../../core/typed';
import { seesSalaries } from '../money/salary-privacy';
import { orderList } from './order-list';
import { orderReceipt } from './order-receipt';
import { payslip } from './payslip';
import { pdfAnswers, sendPdf } from './print-reply';
import { pdfFileName } from './print-document';
import { revenueReceipt } from './revenue-receipt';
import { restToPay } from '../tuition/fee-rest';
import { numberField } from '../../core/crud/record-fields';

/** The branch a record belongs to, whose address heads its printout. */
const branchOf = (row: Record<string, unknown>) => (typeof row.branch_id === 'number' ? row.branch_id : null);

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;

export function printRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const staticsDir = join(fastify.config.dataDir, 'statics');
  const model = (name: string): EntityModel => {
    const found = fastify.models.get(name);
    if (!found) throw new Error(`printing: no resource named "${name}" in the registry.`);
    return found;
  };
  const gateOf = (m: EntityModel) => ({ roles: m.config.roles, features: m.config.features });

  const revenues = model('revenues');
  app.get(
    `/${revenues.config.api.item}/:id/pdf`,
    {
      config: { gate: gateOf(revenues) },
      schema: {
        summary: 'Print the receipt of a revenue',
        description:
          "A PDF receipt of a paid revenue in the caller's language; 409 while it is not paid. For a fee a transfer paid in part, it also states the rest still to pay, with the academy's account, the rest's transfer code and its VietQR.",
        params: idParams,
        response: pdfAnswers,
      },
    },
    async (request, reply) => {
      const ctx = request.ctx!;
      const row = await getRecord(ctx, revenues.forRole(ctx.user.role), request.params.id);
      const rest = await restToPay(ctx.db, ctx.academy.id, numberField(row));
      const receipt = revenueReceipt(ctx, revenues, row, rest);
      return sendPdf(reply, ctx, staticsDir, receipt, pdfFileName('receipt', numberField(row)), branchOf(row));
    },
  );

  const orders = model('orders');
  if (orders.config.api.listAll) {
    app.get<{ Querystring: Record<string, unknown> }>(
      `/${orders.config.api.listAll}/pdf`,
      {
        config: { gate: gateOf(orders), listQuery: listQueryDescription(orders, { paged: false }) },
        schema: {
          summary: 'Print the orders list',
          description: "The whole filtered list (the list's own filters, search and sort) as a PDF, up to the unpaged list's limit.",
          response: pdfAnswers,
        },
      },
      async (request, reply) => {
        const ctx = request.ctx!;
        const listing = await listAllRecords(ctx, orders.forRole(ctx.user.role), request.query);
        return sendPdf(reply, ctx, staticsDir, orderList(ctx, orders, listing), pdfFileName('orders', academyToday(ctx.academy.timeZone)));
      },
    );
  }
  app.get(
    `/${orders.config.api.item}/:id/pdf`,
    {
      config: { gate: gateOf(orders) },
      schema: {
        summary: 'Print the receipt of an order',
        description: "A PDF receipt of a paid order with its lines in the caller's language; 409 while it is not paid.",
        params: idParams,
        response: pdfAnswers,
      },
    },
    async (request, reply) => {
      const ctx = request.ctx!;
      const row = await getRecord(ctx, orders.forRole(ctx.user.role), request.params.id);
      return sendPdf(reply, ctx, staticsDir, orderReceipt(ctx, orders, row), pdfFileName('order', numberField(row)), branchOf(row));
    },
  );

  const payslips = model('manager_payslips');
  app.get(
    `/${payslips.config.api.item}/:id/pdf`,
    {
      config: { gate: gateOf(payslips) },
      schema: {
        summary: 'Print a payslip',
        description: "A teacher's payslip for its month as a PDF in the caller's language. Teachers' pay is the admin's alone.",
        params: idParams,
        response: pdfAnswers,
      },
    },
    async (request, reply) => {
      const ctx = request.ctx!;
      // The gate names the admin already; pay stays private even if that gate ever widens.
      if (!seesSalaries(ctx)) throw forbidden(ctx.t('errors.forbiddenRole'), 'FORBIDDEN_ROLE');
      const row = await getRecord(ctx, payslips.forRole(ctx.user.role), request.params.id);
      return sendPdf(
        reply,
        ctx,
        staticsDir,
        payslip(ctx, payslips, row),
        pdfFileName('payslip', numberField(row), String(row.month ?? '')),
        branchOf(row),
      );
    },
  );
}
