/**
 * A parent's fees beyond reading them: **Pay** an unpaid one (the fee's payment page, the one
 * the office's link and reminders open: VietQR transfer or VNPay, made if the fee had none) and
 * the **receipt** of a paid one (the office's printout). Only the family's fees: any other is
 * not found, like a missing one.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../core/context';
import { getRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { ApiError } from '../../core/errors';
import { answers } from '../../core/openapi/responses';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { emptyWhenAbsent, NO_BODY } from '../../core/hooks/validators';
import { parentGate, parentPath } from '../../../domain/parent-area';
import { paymentLinkSchema } from '../../../domain/tuition-fee';
import { paymentLinkOf } from '../tuition/payment-link';
import { isPayable } from '../tuition/tuition-service';
import { restToPay } from '../tuition/fee-rest';
import { revenueReceipt } from '../printing/revenue-receipt';
import { pdfAnswers, sendPdf } from '../printing/print-reply';
import { pdfFileName } from '../printing/print-document';
import { familyContext, familyOf } from './parent-family';
import { familyRows } from './parent-rows';

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['id'],
} as const;

/** One of the family's fees, read as the office reads it (404 for any other). */
async function familyFee(ctx: RequestContext, revenues: EntityModel, id: number) {
  return getRecord(familyContext(ctx), familyRows(revenues, await familyOf(ctx)), id);
}

export function parentFees(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const revenues = fastify.models.get('revenues')!;
  const path = parentPath(revenues.config);
  const config = { gate: parentGate(revenues.config) };
  const staticsDir = join(fastify.config.dataDir, 'statics');

  app.post(
    `${path}/:id/payment-link`,
    {
      config,
      preValidation: emptyWhenAbsent,
      schema: {
        summary: 'Pay one of the family’s fees',
        description:
          "The fee's payment page, as the office's link opens it: by bank transfer with its VietQR when the academy's account is set up, and online through VNPay when that is. For a fee still to pay: 409 `FEE_NOT_PAYABLE` otherwise, `PAYMENT_NOT_SET_UP` when the academy takes no payment yet. Another family's fee answers 404.",
        params: idParams,
        body: NO_BODY,
        response: answers(paymentLinkSchema),
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      const fee = await familyFee(ctx, revenues, request.params.id);
      if (!isPayable({ transaction_status: Number(fee.transaction_status), amount: Number(fee.amount) }))
        throw new ApiError(409, 'FEE_NOT_PAYABLE', ctx.t('tuition.notPayable'));
      const link = await paymentLinkOf(ctx, ctx.links!.origin, fastify.config.jwtSecret, request.params.id);
      return ok({ revenue_id: request.params.id, ...link });
    },
  );

  app.get(
    `${path}/:id/receipt`,
    {
      config,
      schema: {
        summary: 'The receipt of one of the family’s fees',
        description:
          "The fee's receipt as a PDF in the parent's language, as the office prints it; 409 `NOT_PAID` while it is not paid. Another family's fee answers 404.",
        params: idParams,
        response: pdfAnswers,
      },
    },
    async (request, reply) => {
      const ctx = request.ctx!;
      const fee = await familyFee(ctx, revenues, request.params.id);
      const receipt = revenueReceipt(ctx, revenues, fee, await restToPay(ctx.db, ctx.academy.id, request.params.id));
      const branchId = typeof fee.branch_id === 'number' ? fee.branch_id : null;
      return sendPdf(reply, ctx, staticsDir, receipt, pdfFileName('receipt', request.params.id), branchId);
    },
  );
}
