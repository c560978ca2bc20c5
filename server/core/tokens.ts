/**
 * Access tokens: short-lived HS256 JWTs naming the user, academy, selected
 * branch and session (the refresh family they came with, so they die with it).
 * View tokens: the same, for one web view's link only, under their own audience.
 * Refresh tokens: opaque random strings, stored only as SHA-256 hashes,
 * single use; each login starts a family, and reuse of a spent token revokes it.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { sql } from 'kysely';
import type { Db } from '../db/client';

export interface TokenSettings {
  secret: Uint8Array;
  accessTokenSeconds: number;
  refreshTokenDays: number;
}

export interface AccessClaims {
  userId: number;
  academyId: number;
  branchId: number | null;
}

/** What a valid bearer says: its session (refresh family), and for a link's token the one web view it opens. */
export interface BearerClaims extends AccessClaims {
  sessionId: string;
  view: string | null;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** `iss` and `aud` of every access token: this API issues them for itself only. */
const TOKEN_ISSUER = 'academy-admin';
/** A link's token is meant for a web view, never taken for an access token. */
const VIEW_AUDIENCE = 'academy-admin:view';
/** A link is opened as soon as it is made: its token lives minutes (long enough to move about the view), not the session's length. */
export const VIEW_TOKEN_SECONDS = 600;

function unsigned(claims: AccessClaims, sessionId: string, extra: Record<string, string> = {}) {
  return new SignJWT({ aid: claims.academyId, bid: claims.branchId, sid: sessionId, ...extra })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(TOKEN_ISSUER)
    .setSubject(String(claims.userId))
    .setIssuedAt();
}

export async function signAccessToken(s: TokenSettings, claims: AccessClaims, sessionId: string): Promise<string> {
  return unsigned(claims, sessionId).setAudience(TOKEN_ISSUER).setExpirationTime(`${s.accessTokenSeconds}s`).sign(s.secret);
}

/** The token of a link to one web view, in the session of the bearer asking for it. */
export async function signViewToken(s: TokenSettings, claims: BearerClaims, view: string): Promise<string> {
  return unsigned(claims, claims.sessionId, { view }).setAudience(VIEW_AUDIENCE).setExpirationTime(`${VIEW_TOKEN_SECONDS}s`).sign(s.secret);
}

/** Claims of a valid, unexpired access or view token, or null. */
export async function verifyBearerToken(s: TokenSettings, token: string): Promise<BearerClaims | null> {
  try {
    // One algorithm, our own issuer, and an expiry always present: a token lacking any of them is not ours.
    const { payload } = await jwtVerify(token, s.secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: [TOKEN_ISSUER, VIEW_AUDIENCE],
      requiredClaims: ['exp', 'sub', 'aid', 'sid'],
    });
    const userId = Number(payload.sub);
    const academyId = Number(payload.aid);
    const forView = payload.aud === VIEW_AUDIENCE;
    if (!Number.isInteger(userId) || !Number.isInteger(academyId) || typeof payload.sid !== 'string') return null;
    if (forView !== (typeof payload.view === 'string')) return null;
    return {
      userId,
      academyId,
      branchId: typeof payload.bid === 'number' ? payload.bid : null,
      sessionId: payload.sid,
      view: forView ? (payload.view as string) : null,
    };
  } catch {
    return null;
  }
}

export async function issueTokens(db: Db, s: TokenSettings, claims: AccessClaims, familyId: string = randomUUID()): Promise<TokenPair> {
  const refresh = randomBytes(32).toString('base64url');
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: hashOf(refresh),
      family_id: familyId,
      user_id: claims.userId,
      academy_id: claims.academyId,
      branch_id: claims.branchId,
      expires_at: sql`now() + make_interval(days => ${s.refreshTokenDays})`,
    })
    .execute();
  return {
    access_token: await signAccessToken(s, claims, familyId),
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: s.accessTokenSeconds,
  };
}

/** Whose this academy's refresh token is, spent or not; null for a token never issued here. */
export async function refreshTokenOwner(db: Db, academyId: number, token: string): Promise<number | null> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('user_id')
    .where('token_hash', '=', hashOf(token))
    .where('academy_id', '=', academyId)
    .executeTakeFirst();
  return row ? row.user_id : null;
}

/**
 * Spends a refresh token of this academy. The update is atomic, so of two
 * concurrent uses only one wins; a spent or revoked token revokes its family,
 * and `onReuse` hears whose it was.
 */
export async function spendRefreshToken(db: Db, academyId: number, token: string, onReuse?: (userId: number) => void) {
  const hash = hashOf(token);
  const spent = await db
    .updateTable('refresh_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', hash)
    .where('academy_id', '=', academyId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<string>`now()`)
    // A family revoked while this token was being minted stays revoked: its late children are dead too.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('refresh_tokens as dead')
            .select('dead.id')
            .whereRef('dead.academy_id', '=', 'refresh_tokens.academy_id')
            .whereRef('dead.family_id', '=', 'refresh_tokens.family_id')
            .where('dead.revoked_at', 'is not', null),
        ),
      ),
    )
    .returning(['user_id', 'branch_id', 'family_id'])
    .executeTakeFirst();
  if (spent) return spent;

  const known = await db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'user_id'])
    .where('token_hash', '=', hash)
    .where('academy_id', '=', academyId)
    .executeTakeFirst();
  if (known) {
    await revokeFamily(db, academyId, known.family_id);
    onReuse?.(known.user_id);
  }
  return null;
}

/**
 * Sign-out (RFC 7009) with either token of a session: this academy's refresh
 * token, or a valid access token issued here (not a web view's link token, which
 * opens one view and ends nothing). The session, its refresh family, ends. The
 * type hint only says where to look first (§2.1), so both are looked for.
 * Answers whose session it was; an unknown token changes nothing and names no one.
 */
export async function revokeSession(db: Db, s: TokenSettings, academyId: number, token: string): Promise<number | null> {
  const claims = await verifyBearerToken(s, token);
  if (claims) {
    if (claims.academyId !== academyId || claims.view !== null) return null;
    await revokeFamily(db, academyId, claims.sessionId);
    return claims.userId;
  }
  const known = await db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'user_id'])
    .where('token_hash', '=', hashOf(token))
    .where('academy_id', '=', academyId)
    .executeTakeFirst();
  if (!known) return null;
  await revokeFamily(db, academyId, known.family_id);
  return known.user_id;
}

export async function revokeFamily(db: Db, academyId: number, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('academy_id', '=', academyId)
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user: their refresh tokens can no longer be spent. */
export async function revokeUserTokens(db: Db, academyId: number, userId: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('academy_id', '=', academyId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
