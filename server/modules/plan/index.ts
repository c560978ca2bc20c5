/**
 * The plan an academy pays for (spec §4, §7): its state as the app loads it, the
 * subscription service under /api-public (packages, features, coupons, invoices
 * (and their printouts), payments and the gateway's callback), and the sandbox gateway's own pages.
 */
import type { FastifyInstance } from 'fastify';
import { academyRoutes } from './my-academy-routes';
import { packagesRoutes } from './package-routes';
import { paymentRoutes } from './payment-routes';
import { sandboxGatewayRoutes } from './sandbox-gateway-routes';
import { subscriptionRoutes } from './subscription-routes';
import { invoicePrintRoutes } from '../printing';

export default async function plan(app: FastifyInstance): Promise<void> {
  academyRoutes(app);
}

export async function subscriptionService(app: FastifyInstance): Promise<void> {
  packagesRoutes(app);
  subscriptionRoutes(app);
  paymentRoutes(app);
  invoicePrintRoutes(app);
}

/** Pages a payer opens in the browser, outside the API. */
export async function sandboxGateway(app: FastifyInstance): Promise<void> {
  sandboxGatewayRoutes(app);
}
