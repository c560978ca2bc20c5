/** Tuition paid by parents, by bank transfer (VietQR) or at the academy's own gateway (VNPay): payment links, reminders, the parent's pages, the IPN. */
import type { FastifyInstance } from 'fastify';
import { tuitionRoutes } from './tuition-routes';

export default async function tuition(app: FastifyInstance): Promise<void> {
  tuitionRoutes(app);
}
