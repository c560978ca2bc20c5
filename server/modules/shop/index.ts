/** Shop and stock: the stock list and paying a stock-in; orders are written through the generic CRUD (order-service.ts). */
import type { FastifyInstance } from 'fastify';
import { stockRoutes } from './stock-routes';
import { stockInRoutes } from './stock-in-routes';

export default async function shop(app: FastifyInstance): Promise<void> {
  stockRoutes(app);
  stockInRoutes(app);
}
