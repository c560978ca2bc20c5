/**
 * The subscription service (spec §7, `/api-public/...`, same process): the
 * academy's plan, features, platform settings, coupons and invoices. Everything an academy needs to pay stays
 * open while its subscription has lapsed.
 */
import type { FastifyInstance } from 'fastify';
import { translatorFor, languageOf } from '../../core/i18n';
import { answers } from '../../core/openapi/responses';
import { MY_FEATURES_PATH, PLATFORM_SETTINGS_PATH, packageFeatureSchema, platformSettingsSchema } from '../../../domain/platform';
import { couponSchema, couponsSchema, INVOICE_STATUSES, invoicePageSchema, subscriptionSchema } from '../../../domain/subscription';
import { checkCoupon, listCoupons } from './coupon-service';
import { allFeatures, listInvoices, myFeatures, platformSettings, subscriptionOf } from './subscription-service';
import { ok } from '../../core/reply';
import { adminConfig, memberConfig } from './route-configs';
import { typed } from '../../core/typed';

const codeParams = { type: 'object', properties: { code: { type: 'string', minLength: 1, maxLength: 40 } }, required: ['code'] } as const;
const invoiceQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    size: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    statuses: { type: 'array', items: { enum: INVOICE_STATUSES }, maxItems: INVOICE_STATUSES.length },
  },
  additionalProperties: false,
} as const;

export function subscriptionRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  app.get(
    '/academies/my-academy',
    {
      config: memberConfig,
      schema: {
        summary: "Your academy's subscription",
        description: "Its package, expiry and days left, players used against the package's limit, and whether it has lapsed.",
        response: answers(subscriptionSchema),
      },
    },
    async (request) => ok(await subscriptionOf(request.ctx!)),
  );
  app.get(
    '/features',
    {
      config: { public: true },
      schema: {
        summary: 'Package features',
        description: "Every package feature, named in the caller's language. No sign-in needed.",
        response: answers({ type: 'array', items: packageFeatureSchema }),
      },
    },
    async (request) => ok(allFeatures({ t: translatorFor(languageOf(request.headers['accept-language'])) })),
  );
  app.get(
    `/${MY_FEATURES_PATH}`,
    {
      config: memberConfig,
      schema: {
        summary: "Your academy's package features",
        description:
          "The features the academy's package offers, named in the caller's language: the admin app reads them at start-up for its menu and pages.",
        response: answers({ type: 'array', items: packageFeatureSchema }),
      },
    },
    async (request) => ok(myFeatures(request.ctx!)),
  );
  app.get(
    `/${PLATFORM_SETTINGS_PATH}`,
    {
      config: { public: true },
      schema: {
        summary: 'Platform settings',
        description:
          "The platform's common settings: its support e-mail and hotline, which the admin app shows in its footer. No sign-in needed.",
        response: answers(platformSettingsSchema),
      },
    },
    async () => ok(await platformSettings(app.db)),
  );
  app.get(
    '/coupons',
    {
      config: adminConfig,
      schema: {
        summary: 'Coupons',
        description: 'Every platform coupon with its discount, uses left and state. Admins only.',
        response: answers(couponsSchema),
      },
    },
    async (request) => ok(await listCoupons(request.ctx!)),
  );
  app.get(
    '/coupons/:code',
    {
      config: memberConfig,
      schema: {
        summary: 'Check a coupon',
        description: 'The coupon with this code when a plan order may use it; 404 when unknown, 422 when expired or used up.',
        params: codeParams,
        response: answers(couponSchema),
      },
    },
    async (request) => ok(await checkCoupon(request.ctx!, request.params.code)),
  );
  // Spec §7 names only this invoice call, with a body: the academy's invoices, filtered and paged.
  app.post(
    '/invoices',
    {
      config: memberConfig,
      schema: {
        summary: "Your academy's invoices",
        description: 'Newest first, filtered by status and paged by the body; an unpaid invoice past its due date reads OVER_DUE.',
        body: invoiceQuery,
        response: answers(invoicePageSchema),
      },
    },
    async (request) => ok(await listInvoices(request.ctx!, request.body ?? { page: 0, size: 10 })),
  );
}
