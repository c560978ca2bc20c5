/**
 * Authenticates every API route not marked public, before its body is read: a valid access token of this
 * host's academy (or a web view link's token, on its view's reads only), for a user still
 * active now in a session still open (read from the database, then kept in memory until a
 * write to the users, sessions or academies clears it on every replica, so a suspension, a
 * sign-out or a password change takes effect on the next request). Then the route's gate (role +
 * package feature) is applied and the request context is built. A lapsed
 * subscription closes every route but those the blocking screens need.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../../resources.config';
import type { Db } from '../../db/client';
import { ApiError, badRequest, forbidden, unauthorized } from '../errors';
import { ACADEMY_CODES } from '../academy-service';
import { languageOf, translatorFor } from '../i18n';
import { denialFor } from '../../../domain/gate';
import { branchIdsIn, effectiveBranches } from '../branch-scope';
import { loadActiveUser } from '../signed-in-user';
import { userKey } from '../cache/server-caches';
import { verifyBearerToken } from '../tokens';
import { opensRoute } from '../view-links';

function requestedBranches(request: FastifyRequest, tokenBranch: number | null): number[] | null {
  const header = request.headers.branchids;
  const raw = Array.isArray(header) ? header.join(',') : header;
  const ids = branchIdsIn(raw ?? '');
  if (ids === null) return tokenBranch === null ? null : [tokenBranch];
  // A branch id is a value of an integer column: past it names no branch, and the database would throw.
  if (!ids) {
    const message = translatorFor(languageOf(request.headers['accept-language']))('validation.ids');
    throw badRequest(message, [{ field: 'branchIds', message }]);
  }
  return ids;
}

async function branchesOfAcademy(db: Db, academyId: number): Promise<number[]> {
  const rows = await db.selectFrom('branches').select('id').where('academy_id', '=', academyId).execute();
  return rows.map((r) => r.id);
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('ctx', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!request.academy || config.public) return;
    const lang = languageOf(request.headers['accept-language']);
    const t = translatorFor(lang);

    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const claims = token ? await verifyBearerToken(app.tokens, token) : null;
    // A token minted for another academy, or a view's token off its view's reads, is simply not valid here.
    if (!claims || claims.academyId !== request.academy.id || !opensRoute(claims.view, request))
      throw unauthorized(t('errors.unauthorized'));
    const academyId = request.academy.id;
    const user = await app.caches.users.get(userKey(academyId, claims.userId, claims.sessionId), () =>
      loadActiveUser(app.db, academyId, claims.userId, claims.sessionId),
    );
    if (!user) throw unauthorized(t('errors.unauthorized'));

    if (request.academy.lapsed && !config.openWhenLapsed) {
      const code = request.academy.lapsed;
      throw new ApiError(403, ACADEMY_CODES[code], t(`errors.${code}`));
    }
    if (config.gate) {
      const denial = denialFor(config.gate, user.role as Role, request.academy.features);
      if (denial === 'FORBIDDEN_ROLE') throw forbidden(t('errors.forbiddenRole'), denial);
      if (denial) throw forbidden(t('errors.featureNotInPackage'), denial);
    }
    let branchIds = effectiveBranches(requestedBranches(request, claims.branchId), user.branchIds);
    // An admin (bound to no branch) picks among this academy's branches only: another academy's id names nothing here.
    if (branchIds?.length && !user.branchIds.length) {
      const ofAcademy = new Set(await app.caches.branches.get(academyId, () => branchesOfAcademy(app.db, academyId)));
      branchIds = branchIds.filter((id) => ofAcademy.has(id));
    }
    request.ctx = {
      db: app.db,
      academy: request.academy,
      user,
      branchIds,
      lang,
      t,
      bearer: claims,
      counts: app.caches.counts,
      links: { origin: `${request.protocol}://${request.host}`, secret: app.config.jwtSecret },
    };
  });
}
