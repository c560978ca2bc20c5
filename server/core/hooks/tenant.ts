/**
 * Resolves the academy of each API request from its Host: `beta.localhost:3000`
 * or `beta.example.com` → academy `beta`; plain localhost or an IP address → the
 * default academy. Registered in the API scope, so it runs for API requests only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Academy } from '../context';
import type { Db } from '../../db/client';
import { ApiError } from '../errors';
import { translatorOf } from '../i18n';
import { subscriptionBlock, type AcademyState } from '../academy-service';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function academyCodeOf(host: string | undefined, fallback: string): string {
  const name = (host ?? '')
    .replace(/:\d+$/, '')
    .replace(/^\[.*\]$/, '')
    .toLowerCase();
  if (!name || name === 'localhost' || IPV4.test(name) || name.includes(':')) return fallback;
  const labels = name.split('.');
  if (labels.at(-1) === 'localhost' && labels.length >= 2) return labels[0];
  return labels.length >= 3 ? labels[0] : fallback;
}

/** An academy as stored: what a request needs of it, its subscription read afresh on each use. */
export interface AcademyRow extends Omit<Academy, 'lapsed'> {
  state: AcademyState;
}

export async function readAcademy(db: Db, code: string): Promise<AcademyRow | null> {
  const row = await db
    .selectFrom('academies as a')
    .innerJoin('packages as p', 'p.id', 'a.package_id')
    .select(['a.id', 'a.code', 'a.name', 'a.time_zone', 'a.expired_on', 'a.payment_status', 'p.is_trial', 'p.features'])
    .where('a.code', '=', code)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    features: new Set(row.features),
    timeZone: row.time_zone,
    state: { is_trial: row.is_trial, expired_on: row.expired_on, payment_status: row.payment_status },
  };
}

export function registerTenant(app: FastifyInstance, defaultAcademy: string): void {
  app.decorateRequest('academy', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const code = academyCodeOf(request.headers.host, defaultAcademy);
    const row = await app.caches.academies.get(code, () => readAcademy(app.db, code));
    if (!row) throw new ApiError(404, 'ACADEMY_NOT_FOUND', translatorOf(request)('errors.academyNotFound', { code }));
    const { state, ...academy } = row;
    // The expiry is a date: whether it has passed is asked now, not when the row was read.
    request.academy = { ...academy, lapsed: subscriptionBlock(state) };
  });
}
