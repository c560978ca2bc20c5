/**
 * Tuition paid by the parent: the admin's payment link for an unpaid fee (made,
 * or revoked) and reminder to its parent, and the parent's side without a session
 * (the fee's page with its VietQR, and its "pay" at the link's token while the link
 * is open, VNPay's return page and its IPN), all for the academy of the Host.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IpnUnknownError } from 'vnpay';
import {
  feePageSchema,
  paymentLinkSchema,
  paymentReturnSchema,
  revokedLinksSchema,
  TUITION_LINK_DAYS,
  vnpayStartSchema,
} from '../../../domain/tuition-fee';
import { ApiError, notFound } from '../../core/errors';
import { auditNote } from '../../core/hooks/audit-trail';
import { languageOf, translatorOf } from '../../core/i18n';
import { getRecord } from '../../core/crud/crud-service';
import { answers, rawAnswers } from '../../core/openapi/responses';
import { NO_NUL } from '../../core/openapi/no-nul';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { emptyWhenAbsent, NO_BODY } from '../../core/hooks/validators';
import { linkState, revokeLinks } from './tuition-links';
import { feePage, isPayable, startVnpayPayment } from './tuition-service';
import { confirmIpn } from './vnpay-ipn';
import { returnOutcome } from './vnpay-return';
import { paymentLinkOf } from './payment-link';
import { remindOfFee } from './fee-reminder';
import { parentNoticesSchema } from '../../../domain/parent-notices';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const idParams = { type: 'object', properties: { id }, required: ['id'] } as const;
const token = { type: 'string', minLength: 1, maxLength: 100 } as const;
const lang = { enum: ['vi', 'en'] } as const;
const linkQuery = { type: 'object', properties: { token }, required: ['token'], additionalProperties: false } as const;
const payBody = { type: 'object', properties: { token, lang }, required: ['token'], additionalProperties: false } as const;
// VNPay's parameters, all text; it may add new ones, which are signed like the rest.
const vnpText = { type: 'string', maxLength: 1000 } as const;
const VNP_PARAMS = [
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_BankTranNo',
  'vnp_CardType',
  'vnp_OrderInfo',
  'vnp_PayDate',
  'vnp_ResponseCode',
  'vnp_TmnCode',
  'vnp_TransactionNo',
  'vnp_TransactionStatus',
  'vnp_TxnRef',
  'vnp_SecureHash',
  'vnp_SecureHashType',
] as const;
const vnpayQuery = {
  type: 'object',
  properties: Object.fromEntries(VNP_PARAMS.map((name) => [name, vnpText])),
  // Any other name of VNPay's (it adds some now and then, signed like the rest); nothing that is not one.
  propertyNames: { pattern: '^vnp_[A-Za-z]+$' },
  additionalProperties: vnpText,
} as const;

/**
 * What the IPN takes: any query, since VNPay reads only its own codes. One it could not have sent
 * (a name or value of another form) is answered `RspCode 99`, not refused.
 */
const anyNoNul = { pattern: NO_NUL, items: { pattern: NO_NUL } };
const ipnQuery = {
  type: 'object',
  description: "VNPay's signed parameters; anything else is answered RspCode 99 (only a NUL is refused, as everywhere)",
  properties: Object.fromEntries(VNP_PARAMS.map((name) => [name, { ...anyNoNul, description: "VNPay's" }])),
  propertyNames: { pattern: NO_NUL },
  additionalProperties: anyNoNul,
};

const ipnSchema = {
  type: 'object',
  properties: { RspCode: { type: 'string' }, Message: { type: 'string' } },
  required: ['RspCode', 'Message'],
} as const;

const open = { public: true };

export function tuitionRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const revenues = app.models.get('revenues');
  if (!revenues) return;
  const secret = app.config.jwtSecret;
  /**
   * A link's token names its fee: any other fee, or another academy's, is simply not
   * found; a link of the fee that has expired or was revoked says so (401), in the parent's language.
   */
  const linked = async (request: FastifyRequest, revenueId: number, given: string) => {
    const t = translatorOf(request);
    const state = await linkState(app.db, secret, request.academy!.id, revenueId, given);
    if (state === 'unknown') throw notFound(t('tuition.noSuchFee'));
    if (state === 'revoked') throw new ApiError(401, 'LINK_REVOKED', t('tuition.linkRevoked'));
    if (state === 'expired') throw new ApiError(401, 'LINK_EXPIRED', t('tuition.linkExpired'));
  };
  const linkGate = { gate: { roles: revenues.config.roles, features: revenues.config.features } };

  app.post(
    '/admin/transactions/:id/payment-link',
    {
      config: linkGate,
      preValidation: emptyWhenAbsent,
      schema: {
        summary: 'A payment link for an unpaid fee',
        description: `The page at which a parent pays this revenue: by bank transfer with its VietQR when the academy's bank account is set up (settings → general), and online through VNPay when that is set up (settings → payment integration); for a revenue still new or pending. Its address is the academy's public one (VNPay's Callback URL), or without VNPay the academy's address this request came to. The fee's open link is given back as it is; a new one is made when it has none, and lasts ${TUITION_LINK_DAYS} days unless revoked. Takes no body, or an empty JSON object.`,
        params: idParams,
        body: NO_BODY,
        response: answers(paymentLinkSchema),
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      const revenue = await getRecord(ctx, revenues, request.params.id);
      if (!isPayable({ transaction_status: Number(revenue.transaction_status), amount: Number(revenue.amount) })) {
        throw new ApiError(409, 'FEE_NOT_PAYABLE', ctx.t('tuition.notPayable'));
      }
      const link = await paymentLinkOf(ctx, `${request.protocol}://${request.host}`, secret, request.params.id);
      return ok({ revenue_id: request.params.id, ...link });
    },
  );

  app.post(
    '/admin/transactions/:id/remind',
    {
      config: linkGate,
      preValidation: emptyWhenAbsent,
      schema: {
        summary: "Remind a fee's parent to pay",
        description:
          "Queues one message to the parent of the fee's player, by the academy's channels (FEE_DUE of its templates): the fee, its amount, how to pay it by transfer (bank, account, the fee's transfer code) and its payment link, whose page shows the VietQR. Answers who was told on which channels and who could not be, and why. 409 for a fee already paid or of no player, 403 when the package sends no notifications. Takes no body, or an empty JSON object.",
        params: idParams,
        body: NO_BODY,
        response: answers(parentNoticesSchema),
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      await getRecord(ctx, revenues, request.params.id);
      return ok(await remindOfFee(ctx, `${request.protocol}://${request.host}`, secret, request.params.id));
    },
  );

  app.delete(
    '/admin/transactions/:id/payment-link',
    {
      // The revenue is changed in what it lets a parent do, not deleted.
      config: { ...linkGate, audit: 'UPDATE' },
      schema: {
        summary: "Revoke a fee's payment link",
        description:
          "Ends the fee's open payment links at once: their page says the link was revoked and takes no payment. Asking for the link again makes a new one.",
        params: idParams,
        response: answers(revokedLinksSchema),
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      await getRecord(ctx, revenues, request.params.id);
      return ok({ revenue_id: request.params.id, revoked: await revokeLinks(ctx.db, ctx.academy.id, request.params.id) });
    },
  );

  app.get(
    '/public/tuition/:id',
    {
      config: open,
      schema: {
        summary: 'A fee, as its payment link shows it',
        description:
          "The fee the link's `token` names: academy, player, title, amount, whether it may still be paid and through which gateway; once paid, only that and the academy. 401 `LINK_EXPIRED` or `LINK_REVOKED` for a link that no longer opens it. No sign-in needed.",
        params: idParams,
        querystring: linkQuery,
        response: answers(feePageSchema),
      },
    },
    async (request) => {
      await linked(request, request.params.id, request.query.token);
      return ok(await feePage(app.db, request.academy!, request.params.id, translatorOf(request)));
    },
  );

  app.post(
    '/public/tuition/:id/vnpay',
    {
      config: open,
      schema: {
        summary: 'Pay a fee with VNPay',
        description:
          "Starts one attempt at the academy's VNPay and answers the signed address of VNPay's payment page. 409 when the fee is paid already or VNPay is not set up. No sign-in needed.",
        params: idParams,
        body: payBody,
        response: answers(vnpayStartSchema, 201),
      },
    },
    async (request, reply) => {
      await linked(request, request.params.id, request.body.token);
      const payer = { ip: request.ip, lang: request.body.lang ?? languageOf(request.headers['accept-language']) };
      return reply
        .status(201)
        .send(ok(await startVnpayPayment(app.db, request.academy!, request.params.id, payer, translatorOf(request)), 'created'));
    },
  );

  app.get(
    '/public/vnpay/return',
    {
      config: open,
      schema: {
        summary: "VNPay's return, checked",
        description:
          'The parameters VNPay sent the payer back with: their signature is checked, and the answer is what the IPN recorded (PAID), or while it has not come yet what VNPay said (PROCESSING or FAILED); INVALID when the signature or the reference is wrong. Settles nothing. No sign-in needed.',
        querystring: vnpayQuery,
        response: answers(paymentReturnSchema),
      },
    },
    async (request) => ok(await returnOutcome(app.db, request.academy!.id, request.query as Record<string, string>)),
  );

  app.get(
    '/public/vnpay/ipn',
    {
      // VNPay's own calls must never be dropped; a forged one costs a signature check.
      config: { ...open, rateLimit: false, judged: { querystring: ipnQuery } },
      // VNPay reads only its own codes: a query it could not have sent is answered 99 too.
      attachValidation: true,
      schema: {
        summary: 'VNPay IPN',
        description:
          "Server to server: VNPay reports a payment, signed (HMAC-SHA512 of the sorted parameters under the hash secret). Answers VNPay's codes: 00 confirmed, 01 order not found, 02 already confirmed, 04 invalid amount, 97 invalid signature, 99 unknown error.",
        querystring: vnpayQuery,
        response: rawAnswers(ipnSchema),
      },
    },
    async (request) => {
      if (request.validationError) return IpnUnknownError;
      try {
        const { answer, revenue } = await confirmIpn(app.db, request.academy!, request.query as Record<string, string>);
        if (revenue)
          Object.assign(auditNote(request), { action: revenue.action, resource: 'revenues', recordId: revenue.id, userName: 'VNPay' });
        return answer;
      } catch (error) {
        request.log.error({ err: error }, 'VNPay IPN not recorded');
        return IpnUnknownError;
      }
    },
  );
}
