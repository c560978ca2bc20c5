/** Tuition paid by parents, by bank transfer (VietQR) or at the academy's own gateway (VNPay): payment links, reminders, the parent's pages, the IPN, the bank-transfer provider's webhook and the reconciliation of what it could not match. */
import type { FastifyInstance } from 'fastify';
import { bankTransferRoutes } from './bank-transfer-routes';
import { tuitionRoutes } from './tuition-routes';

export default async function tuition(app: FastifyInstance): Promise<void> {
  tuitionRoutes(app);
  bankTransferRoutes(app);
}
