/**
 * The built-in sandbox gateway (`payment_url`): GET shows the payment, POST takes
 * the payer's choice, reports it to our callback server to server, signed as a
 * real gateway would, then sends the payer back to the app's payment page.
 * Outside /v1 and /api-public: no tenant, no session; the link's token is the key.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOf, translatorFor } from '../../core/i18n';
import { gatewayKeys, isLinkToken, signOutcome } from './gateway-signing';
import { gatewayOutcome, gatewayPayment, isPayable, outcomeStatus, PAYER_ACTIONS, type PaymentType } from './sandbox-gateway';
import { SIGNATURE_HEADER } from './payment-routes';
import { appReturnPath, gatewayPage, invalidLinkPage } from './sandbox-gateway-page';
import { typed } from '../../core/typed';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;
const lang = { enum: ['vi', 'en'] } as const;
const linkQuery = { type: 'object', properties: { token: { type: 'string', maxLength: 100 }, lang }, additionalProperties: false } as const;
// The payer's page posts an HTML form: every value arrives as text, the payment type too.
const choiceBody = {
  type: 'object',
  properties: {
    token: { type: 'string', maxLength: 100 },
    lang,
    payment_type: { enum: ['1', '2', '3'] },
    outcome: { enum: PAYER_ACTIONS },
  },
  required: ['token', 'payment_type', 'outcome'],
  additionalProperties: false,
} as const;

interface Link {
  token?: string;
  lang?: 'vi' | 'en';
}

const languageFor = (request: FastifyRequest, link: Link) => link.lang ?? languageOf(request.headers['accept-language']);

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

export function sandboxGatewayRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const keys = gatewayKeys(app.config.jwtSecret);

  async function linked(request: { params: { id: number } }, link: Link) {
    if (!link.token || !isLinkToken(keys, request.params.id, link.token)) return undefined;
    return gatewayPayment(app.db, request.params.id);
  }

  app.get('/sandbox-gateway/:id', { schema: { hide: true, params: idParams, querystring: linkQuery } }, async (request, reply) => {
    const lng = languageFor(request, request.query);
    const t = translatorFor(lng);
    const payment = await linked(request, request.query);
    if (!payment) return html(reply, 403, invalidLinkPage(lng, t));
    return html(reply, 200, gatewayPage({ payment, token: request.query.token!, lang: lng, t }));
  });

  app.post('/sandbox-gateway/:id', { schema: { hide: true, params: idParams, body: choiceBody } }, async (request, reply) => {
    const lng = languageFor(request, request.body);
    const t = translatorFor(lng);
    const payment = await linked(request, request.body);
    if (!payment) return html(reply, 403, invalidLinkPage(lng, t));
    const paymentType = Number(request.body.payment_type) as PaymentType;
    const status = outcomeStatus(request.body.outcome, paymentType, payment.status);
    if (!isPayable(payment) || !status) return html(reply, 409, gatewayPage({ payment, token: request.body.token, lang: lng, t }));
    const outcome = gatewayOutcome(payment, status, paymentType);
    const answer = await app.inject({
      method: 'POST',
      url: '/api-public/payments/callback',
      headers: { host: request.headers.host ?? 'localhost', [SIGNATURE_HEADER]: signOutcome(keys, outcome) },
      payload: outcome,
    });
    if (answer.statusCode !== 200) {
      request.log.warn({ status: answer.statusCode, body: answer.body }, 'sandbox gateway callback refused');
      return html(reply, 502, gatewayPage({ payment, token: request.body.token, lang: lng, t, error: t('gateway.failed') }));
    }
    return reply.redirect(appReturnPath(payment.id), 303);
  });
}
