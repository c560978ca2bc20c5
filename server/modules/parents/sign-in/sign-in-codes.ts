/**
 * The one-time codes parents sign in with (`sign_in_codes`, migration 0039): kept only as an
 * HMAC under the server's secret, valid SIGN_IN_CODE.minutes, spent by its first right try and
 * dead after SIGN_IN_CODE.tries wrong ones. Only a phone's latest code counts: asking again
 * replaces it. A phone asks for at most CODES_PER_PHONE codes a window, known or not (a row
 * without a hash stands for an unknown one), under a lock per phone so two asks at once count.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/client';
import { CODES_PER_PHONE, SIGN_IN_CODE } from '../../../../domain/parent-sign-in';

/** Keys of the per-phone advisory locks, apart from login-attempts.ts's (1 and 2). */
const PHONE_LOCKS = 3;

const hashOf = (secret: Uint8Array, academyId: number, phone: string, code: string) =>
  createHmac('sha256', secret).update(`${academyId}:${phone}:${code}`).digest();

export const newCode = () => String(randomInt(0, 10 ** SIGN_IN_CODE.digits)).padStart(SIGN_IN_CODE.digits, '0');

/**
 * Books a code for the phone (null: the phone is on no child's record, so none is sent) and
 * answers 0, or the seconds to wait when the phone has asked its window's share already.
 */
export async function bookCode(
  db: Db,
  secret: Uint8Array,
  ask: { academyId: number; phone: string; ip: string; code: string | null },
): Promise<number> {
  const { academyId, phone } = ask;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${PHONE_LOCKS}, hashtext(${`${academyId}:${phone}`}))`.execute(trx);
    const recent = await trx
      .selectFrom('sign_in_codes')
      .select(sql<number>`ceil(extract(epoch from create_date + make_interval(mins => ${CODES_PER_PHONE.minutes}) - now()))`.as('wait'))
      .where('academy_id', '=', academyId)
      .where('phone', '=', phone)
      .where('create_date', '>', sql<string>`now() - make_interval(mins => ${CODES_PER_PHONE.minutes})`)
      .orderBy('create_date', 'desc')
      .execute();
    if (recent.length >= CODES_PER_PHONE.count) return Math.max(1, Number(recent[CODES_PER_PHONE.count - 1].wait));
    await trx
      .insertInto('sign_in_codes')
      .values({
        academy_id: academyId,
        phone,
        ip: ask.ip,
        code_hash: ask.code === null ? null : hashOf(secret, academyId, phone, ask.code).toString('hex'),
        expires_at: sql`now() + make_interval(mins => ${SIGN_IN_CODE.minutes})`,
      })
      .execute();
    await trx
      .deleteFrom('sign_in_codes')
      .where('create_date', '<', sql<string>`now() - interval '1 day'`)
      .execute();
    return 0;
  });
}

/** Spends the phone's latest code if `code` is it and it is still good; a wrong try counts against it. */
export async function spendCode(db: Db, secret: Uint8Array, academyId: number, phone: string, code: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const latest = await trx
      .selectFrom('sign_in_codes')
      .select(['id', 'code_hash', sql<boolean>`used_at is null and tries < ${SIGN_IN_CODE.tries} and expires_at > now()`.as('good')])
      .where('academy_id', '=', academyId)
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!latest?.code_hash || !latest.good) return false;
    const right = timingSafeEqual(Buffer.from(latest.code_hash, 'hex'), hashOf(secret, academyId, phone, code));
    await trx
      .updateTable('sign_in_codes')
      .set(right ? { used_at: sql`now()` } : { tries: sql`tries + 1` })
      .where('academy_id', '=', academyId)
      .where('id', '=', latest.id)
      .execute();
    return right;
  });
}
