/**
 * Plan payments (spec §7): priced and created on the server, paid at the
 * built-in sandbox gateway (`payment_url`), whose signed callback settles them.
 */
import type { FastifyInstance } from 'fastify';
import { PLAN_CHOICES } from '../../../domain/plan-options';
import type { RequestContext } from '../../core/context';
import { forbidden } from '../../core/errors';
import { translatorOf } from '../../core/i18n';
import { gatewayKeys, isSignedOutcome, paymentLink } from './gateway-signing';
import { applyOutcome } from './payment-outcome';
import {
  createActivationPayment,
  createPayment,
  myPayments,
  paymentById,
  pendingPayment,
  previewPlan,
  type PaymentView,
} from './payment-service';
import { ok } from '../../core/reply';
import { memberConfig } from './route-configs';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';
import { paymentOutcomeSchema, planPaymentPageSchema, planPaymentSchema, quoteSchema } from '../../../domain/subscription';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const orderFields = {
  plan_choice: { enum: PLAN_CHOICES },
  duration: { type: 'integer', minimum: 1, maximum: 36 },
  duration_unit: { enum: ['MONTH', 'YEAR'] },
  coupon_code: { type: 'string', maxLength: 40 },
} as const;
const orderBody = {
  type: 'object',
  properties: { package_id: id, ...orderFields, action: { enum: ['UPGRADE', 'RENEWAL', 'CONTINUE_PAYMENT'] } },
  required: ['package_id', 'plan_choice', 'duration', 'duration_unit'],
  additionalProperties: false,
} as const;
const activationBody = {
  type: 'object',
  properties: orderFields,
  required: ['duration', 'duration_unit'],
  additionalProperties: false,
} as const;
const previewQuery = { type: 'object', properties: { preview: { type: 'boolean' } }, additionalProperties: false } as const;
const pageQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    size: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  },
  additionalProperties: false,
} as const;
const idParams = { type: 'object', properties: { id }, required: ['id'] } as const;
const outcomeBody = {
  type: 'object',
  properties: {
    payment_id: id,
    status: { enum: ['PENDING', 'SUCCESS', 'FAIL', 'CANCEL'] },
    payment_type: { enum: [1, 2, 3] },
    reference: { type: 'string', minLength: 1, maxLength: 80 },
    amount: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    timestamp: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
  },
  required: ['payment_id', 'status', 'payment_type', 'reference', 'amount', 'timestamp'],
  additionalProperties: false,
} as const;

export const SIGNATURE_HEADER = 'x-gateway-signature';

export function paymentRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const keys = gatewayKeys(app.config.jwtSecret);
  const withLink = (ctx: RequestContext, payment: PaymentView) => ({
    ...payment,
    payment_url: payment.payable ? paymentLink(keys, payment.id, ctx.lang) : null,
  });

  app.post(
    '/payments',
    {
      config: memberConfig,
      schema: {
        summary: 'Order a plan',
        description:
          "Priced on the server from the package's fees and any coupon, then created with its invoice and `payment_url`; with `preview=true`, only priced.",
        body: orderBody,
        querystring: previewQuery,
        response: { ...(answers(quoteSchema) as object), ...(answers(planPaymentSchema, 201) as object) },
      },
    },
    async (request, reply) => {
      const ctx = request.ctx!;
      if (request.query.preview) return ok(await previewPlan(ctx, request.body));
      return reply.status(201).send(ok(withLink(ctx, await createPayment(ctx, request.body)), 'created'));
    },
  );
  app.post(
    '/payments/create-payment-active-academy',
    {
      config: memberConfig,
      schema: {
        summary: 'Pay to continue a lapsed academy',
        description: "A payment on the lapsed academy's own package that continues its service; a lapsed trial orders a plan instead.",
        body: activationBody,
        response: answers(planPaymentSchema, 201),
      },
    },
    async (request, reply) => {
      const ctx = request.ctx!;
      return reply.status(201).send(ok(withLink(ctx, await createActivationPayment(ctx, request.body)), 'created'));
    },
  );
  app.get(
    '/payments/my-payments',
    {
      config: memberConfig,
      schema: {
        summary: "Your academy's plan payments",
        description: 'Newest first and paged, each with its invoice and, while it may still be paid, its `payment_url`.',
        querystring: pageQuery,
        response: answers(planPaymentPageSchema),
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      const page = await myPayments(ctx, request.query.page, request.query.size);
      return ok({ ...page, content: page.content.map((p) => withLink(ctx, p)) });
    },
  );
  app.get(
    '/payments/continue-payment',
    {
      config: memberConfig,
      schema: {
        summary: 'Continue the pending payment',
        description:
          'The payment a lapsed academy waits on, with a fresh `payment_url` to continue it at the gateway (spec §4: the blocking screen follows it). 404 when no payment is pending.',
        response: answers(planPaymentSchema),
      },
    },
    async (request) => ok(withLink(request.ctx!, await pendingPayment(request.ctx!))),
  );
  app.get(
    '/payments/:id',
    {
      config: memberConfig,
      schema: {
        summary: 'A plan payment',
        description: 'One payment of the academy with its invoice and, while it may still be paid, its `payment_url`.',
        params: idParams,
        response: answers(planPaymentSchema),
      },
    },
    async (request) => ok(withLink(request.ctx!, await paymentById(request.ctx!, request.params.id))),
  );
  // Server to server: the gateway reports an outcome, signed; no user session.
  app.post(
    '/payments/callback',
    {
      // Not limited per address: a forged call costs one signature check, and the gateway's own calls must never be dropped.
      config: { public: true, rateLimit: false },
      schema: {
        summary: 'Payment gateway callback',
        description:
          "Server to server: the gateway reports a payment's outcome, signed in the `x-gateway-signature` header; no user session.",
        body: outcomeBody,
        response: answers(paymentOutcomeSchema),
      },
    },
    async (request) => {
      const signature = request.headers[SIGNATURE_HEADER];
      if (typeof signature !== 'string' || !isSignedOutcome(keys, request.body, signature)) {
        throw forbidden(translatorOf(request)('errors.invalidSignature'), 'INVALID_SIGNATURE');
      }
      // The academy is the Host's: a payment of another academy is not found.
      return ok(
        await applyOutcome(app.db, request.academy!.id, request.body, paymentLink(keys, request.body.payment_id), translatorOf(request)),
      );
    },
  );
}
