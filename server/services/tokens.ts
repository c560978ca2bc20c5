/**
 * Access tokens: short-lived HS256 JWTs naming the user, academy and selected
 * branch. Refresh tokens: opaque random strings, stored only as SHA-256 hashes,
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

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function signAccessToken(s: TokenSettings, claims: AccessClaims): Promise<string> {
  return new SignJWT({ aid: claims.academyId, bid: claims.branchId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(`${s.accessTokenSeconds}s`)
    .sign(s.secret);
}

/** Claims of a valid, unexpired token, or null. */
export async function verifyAccessToken(s: TokenSettings, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, s.secret, { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const academyId = Number(payload.aid);
    if (!Number.isInteger(userId) || !Number.isInteger(academyId)) return null;
    return { userId, academyId, branchId: typeof payload.bid === 'number' ? payload.bid : null };
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
    access_token: await signAccessToken(s, claims),
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: s.accessTokenSeconds,
  };
}

/**
 * Spends a refresh token of this academy. The update is atomic, so of two
 * concurrent uses only one wins; a spent or revoked token revokes its family.
 */
export async function spendRefreshToken(db: Db, academyId: number, token: string) {
  const hash = hashOf(token);
  const spent = await db
    .updateTable('refresh_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', hash)
    .where('academy_id', '=', academyId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'branch_id', 'family_id'])
    .executeTakeFirst();
  if (spent) return spent as { user_id: number; branch_id: number | null; family_id: string };

  const known = await db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hash).executeTakeFirst();
  if (known) await revokeFamily(db, known.family_id as string);
  return null;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: sql`now()` }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of a user: their refresh tokens can no longer be spent. */
export async function revokeUserTokens(db: Db, userId: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: sql`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
