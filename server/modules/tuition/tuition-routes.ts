/**
 * Tuition paid online: the admin's payment link for an unpaid fee, and the
 * parent's side without a session (the fee's page and its "pay" at the link's
 * token, VNPay's return page and its IPN), all for the academy of the Host.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IpnUnknownError } from 'vnpay';
import { ApiError, notFound } from '../../core/errors';
import { auditNote } from '../../core/hooks/audit-trail';
import { languageOf, translatorOf } from '../../core/i18n';
import { getRecord } from '../../core/crud/crud-service';
import { answers, rawAnswers } from '../../core/openapi/responses';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { isTuitionToken, tuitionLink } from './tuition-links';
import { accountOrRefuse, feePage, isPayable, startVnpayPayment } from './tuition-service';
import { confirmIpn } from './vnpay-ipn';
import { returnOutcome } from './vnpay-return';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const idParams = { type: 'object', properties: { id }, required: ['id'] } as const;
const token = { type: 'string', minLength: 1, maxLength: 100 } as const;
const lang = { enum: ['vi', 'en'] } as const;
const linkQuery = { type: 'object', properties: { token }, required: ['token'], additionalProperties: false } as const;
const payBody = { type: 'object', properties: { token, lang }, required: ['token'], additionalProperties: false } as const;
// VNPay's parameters, all text; it may add new ones, which are signed like the rest.
const vnpText = { type: 'string', maxLength: 1000 } as const;
const VNP_PARAMS = [
  'vnp_Amount', 'vnp_BankCode', 'vnp_BankTranNo', 'vnp_CardType', 'vnp_OrderInfo', 'vnp_PayDate', 'vnp_ResponseCode',
  'vnp_TmnCode', 'vnp_TransactionNo', 'vnp_TransactionStatus', 'vnp_TxnRef', 'vnp_SecureHash', 'vnp_SecureHashType',
] as const;
const vnpayQuery = {
  type: 'object',
  properties: Object.fromEntries(VNP_PARAMS.map((name) => [name, vnpText])),
  // Any other name of VNPay's (it adds some now and then, signed like the rest); nothing that is not one.
  propertyNames: { pattern: '^vnp_[A-Za-z]+$' },
  additionalProperties: vnpText,
} as const;

const feeSchema = {
  type: 'object',
  properties: {
    id, title: { type: 'string' }, amount: { type: 'integer' }, transaction_status: { type: 'integer' },
    player_name: { type: ['string', 'null'] }, branch_name: { type: ['string', 'null'] }, academy_name: { type: 'string' },
  },
  required: ['id', 'title', 'amount', 'transaction_status', 'academy_name'],
} as const;
const feePageSchema = {
  type: 'object',
  properties: {
    ...feeSchema.properties,
    payable: { type: 'boolean' },
    gateway: { anyOf: [{ type: 'null' }, { type: 'object', properties: { name: { const: 'VNPAY' }, mode: { enum: ['SANDBOX', 'LIVE'] } }, required: ['name', 'mode'] }] },
  },
  required: [...feeSchema.required, 'payable', 'gateway'],
} as const;
const linkSchema = { type: 'object', properties: { revenue_id: id, url: { type: 'string' } }, required: ['revenue_id', 'url'] } as const;
const startSchema = { type: 'object', properties: { txn_ref: { type: 'string' }, payment_url: { type: 'string' } }, required: ['txn_ref', 'payment_url'] } as const;
const returnSchema = {
  type: 'object',
  properties: {
    outcome: { enum: ['PAID', 'PROCESSING', 'FAILED', 'INVALID'] },
    fee: { anyOf: [{ type: 'null' }, feeSchema] },
    txn_ref: { type: ['string', 'null'] },
    transaction_no: { type: ['string', 'null'] },
  },
  required: ['outcome', 'fee', 'txn_ref', 'transaction_no'],
} as const;
const ipnSchema = { type: 'object', properties: { RspCode: { type: 'string' }, Message: { type: 'string' } }, required: ['RspCode', 'Message'] } as const;

const open = { public: true };

export function tuitionRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const revenues = app.models.get('revenues');
  if (!revenues) return;
  const secret = app.config.jwtSecret;
  /** A link's token names its fee; any other fee, or another academy's, is simply not found. */
  const linked = (request: FastifyRequest, revenueId: number, given: string) => {
    if (!isTuitionToken(secret, request.academy!.id, revenueId, given)) throw notFound(translatorOf(request)('tuition.noSuchFee'));
  };

  app.post(
    '/admin/transactions/:id/payment-link',
    {
      config: { gate: { roles: revenues.config.roles, features: revenues.config.features } },
      schema: {
        summary: 'A payment link for an unpaid fee',
        description: 'The page at which a parent pays this revenue online through the academy\'s gateway (settings → payment integration): for a revenue still new or pending, while VNPay is set up. Its address is the academy\'s public one (Callback URL).',
        params: idParams,
        response: answers(linkSchema),
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      const revenue = await getRecord(ctx, revenues, request.params.id);
      if (!isPayable({ transaction_status: Number(revenue.transaction_status), amount: Number(revenue.amount) })) {
        throw new ApiError(409, 'FEE_NOT_PAYABLE', ctx.t('tuition.notPayable'));
      }
      const account = await accountOrRefuse(ctx.db, ctx.academy, ctx.t);
      return ok({ revenue_id: request.params.id, url: tuitionLink(account.publicOrigin, secret, ctx.academy.id, request.params.id) });
    },
  );

  app.get(
    '/public/tuition/:id',
    {
      config: open,
      schema: {
        summary: 'A fee, as its payment link shows it',
        description: 'The fee the link\'s `token` names: academy, player, title, amount, whether it may still be paid and through which gateway. No sign-in needed.',
        params: idParams,
        querystring: linkQuery,
        response: answers(feePageSchema),
      },
    },
    async (request) => {
      linked(request, request.params.id, request.query.token);
      return ok(await feePage(app.db, request.academy!, request.params.id, translatorOf(request)));
    },
  );

  app.post(
    '/public/tuition/:id/vnpay',
    {
      config: open,
      schema: {
        summary: 'Pay a fee with VNPay',
        description: 'Starts one attempt at the academy\'s VNPay and answers the signed address of VNPay\'s payment page. 409 when the fee is paid already or VNPay is not set up. No sign-in needed.',
        params: idParams,
        body: payBody,
        response: answers(startSchema, 201),
      },
    },
    async (request, reply) => {
      linked(request, request.params.id, request.body.token);
      const payer = { ip: request.ip, lang: request.body.lang ?? languageOf(request.headers['accept-language']) };
      return reply.status(201).send(ok(await startVnpayPayment(app.db, request.academy!, request.params.id, payer, translatorOf(request)), 'created'));
    },
  );

  app.get(
    '/public/vnpay/return',
    {
      config: open,
      schema: {
        summary: 'VNPay\'s return, checked',
        description: 'The parameters VNPay sent the payer back with: their signature is checked, and the answer is what the IPN recorded (PAID), or while it has not come yet what VNPay said (PROCESSING or FAILED); INVALID when the signature or the reference is wrong. Settles nothing. No sign-in needed.',
        querystring: vnpayQuery,
        response: answers(returnSchema),
      },
    },
    async (request) => ok(await returnOutcome(app.db, request.academy!.id, request.query as Record<string, string>)),
  );

  app.get(
    '/public/vnpay/ipn',
    {
      // VNPay's own calls must never be dropped; a forged one costs a signature check.
      config: { ...open, rateLimit: false },
      // VNPay reads only its own codes: a query it could not have sent is answered 99 too.
      attachValidation: true,
      schema: {
        summary: 'VNPay IPN',
        description: 'Server to server: VNPay reports a payment, signed (HMAC-SHA512 of the sorted parameters under the hash secret). Answers VNPay\'s codes: 00 confirmed, 01 order not found, 02 already confirmed, 04 invalid amount, 97 invalid signature, 99 unknown error.',
        querystring: vnpayQuery,
        response: rawAnswers(ipnSchema),
      },
    },
    async (request) => {
      if (request.validationError) return IpnUnknownError;
      try {
        const { answer, revenue } = await confirmIpn(app.db, request.academy!, request.query as Record<string, string>);
        if (revenue) Object.assign(auditNote(request), { action: revenue.action, resource: 'revenues', recordId: revenue.id, userName: 'VNPay' });
        return answer;
      } catch (error) {
        request.log.error({ err: error }, 'VNPay IPN not recorded');
        return IpnUnknownError;
      }
    },
  );
}
