/**
 * The subscription service (spec §7, `/api-public/...`, same process): the
 * academy's plan, features, platform settings, coupons and invoices. Everything an academy needs to pay stays
 * open while its subscription has lapsed.
 */
import type { FastifyInstance } from 'fastify';
import { translatorFor, languageOf } from '../../core/i18n';
import { checkCoupon, listCoupons } from './coupon-service';
import { allFeatures, listInvoices, myFeatures, platformSettings, subscriptionOf, type InvoiceQuery } from './subscription-service';
import { ok } from '../../core/reply';
import { adminConfig, memberConfig } from './route-configs';

const codeParams = { type: 'object', properties: { code: { type: 'string', minLength: 1, maxLength: 40 } }, required: ['code'] } as const;
const invoiceQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    size: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    statuses: { type: 'array', items: { enum: ['NEW', 'PAID', 'OVER_DUE'] }, maxItems: 3 },
  },
  additionalProperties: false,
} as const;

export function subscriptionRoutes(app: FastifyInstance): void {
  app.get('/academies/my-academy', { config: memberConfig }, async (request) => ok(await subscriptionOf(request.ctx!)));
  app.get('/features', { config: { public: true } }, async (request) =>
    ok(allFeatures({ t: translatorFor(languageOf(request.headers['accept-language'])) })),
  );
  app.get('/features/my-features', { config: memberConfig }, async (request) => ok(myFeatures(request.ctx!)));
  app.get('/settings', { config: { public: true } }, async () => ok(await platformSettings(app.db)));
  app.get('/coupons', { config: adminConfig }, async (request) => ok(await listCoupons(request.ctx!)));
  app.get<{ Params: { code: string } }>('/coupons/:code', { config: memberConfig, schema: { params: codeParams } }, async (request) =>
    ok(await checkCoupon(request.ctx!, request.params.code)),
  );
  // Spec §7 names only this invoice call, with a body: the academy's invoices, filtered and paged.
  app.post<{ Body: InvoiceQuery }>('/invoices', { config: memberConfig, schema: { body: invoiceQuery } }, async (request) =>
    ok(await listInvoices(request.ctx!, request.body ?? { page: 0, size: 10 })),
  );
}
