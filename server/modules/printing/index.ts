/**
 * Printouts (PDF, in the reader's language, on the academy's letterhead): the
 * receipt of a paid revenue or order, the orders list, a teacher's payslip, and
 * under /api-public the plan's invoices.
 */
import type { FastifyInstance } from 'fastify';
import { printRoutes } from './print-routes';

export { invoicePrintRoutes } from './invoice-print-routes';

export default async function printing(app: FastifyInstance): Promise<void> {
  printRoutes(app);
}
