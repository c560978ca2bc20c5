/**
 * Resolves the academy of each API request from its Host: `beta.localhost:3000`
 * or `beta.example.com` → academy `beta`; plain localhost or an IP address → the
 * default academy. Registered in the API scope, so it runs for API requests only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Academy } from '../context';
import type { Db } from '../../db/client';
import { ApiError } from '../errors';
import { subscriptionBlock, type AcademyState } from '../academy-service';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function academyCodeOf(host: string | undefined, fallback: string): string {
  const name = (host ?? '').replace(/:\d+$/, '').replace(/^\[.*\]$/, '').toLowerCase();
  if (!name || name === 'localhost' || IPV4.test(name) || name.includes(':')) return fallback;
  const labels = name.split('.');
  if (labels.at(-1) === 'localhost' && labels.length >= 2) return labels[0];
  return labels.length >= 3 ? labels[0] : fallback;
}

export async function findAcademy(db: Db, code: string): Promise<Academy | null> {
  const row = await db
    .selectFrom('academies as a')
    .innerJoin('packages as p', 'p.id', 'a.package_id')
    .select(['a.id', 'a.code', 'a.name', 'a.expired_on', 'a.payment_status', 'p.is_trial', 'p.features'])
    .where('a.code', '=', code)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    features: new Set(row.features as string[]),
    lapsed: subscriptionBlock(row as AcademyState),
  };
}

export function registerTenant(app: FastifyInstance, defaultAcademy: string): void {
  app.decorateRequest('academy', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const code = academyCodeOf(request.headers.host, defaultAcademy);
    request.academy = await findAcademy(app.db, code);
    if (!request.academy) throw new ApiError(404, 'ACADEMY_NOT_FOUND', `No academy is served at "${code}".`);
  });
}
