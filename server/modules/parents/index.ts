/** The parents' area (`/parent/...`): what the schemas declare a parent reads of their family, and who they are. */
import type { FastifyInstance } from 'fastify';
import { parentReads } from './parent-reads';

export default async function parents(app: FastifyInstance): Promise<void> {
  parentReads(app);
}
