/**
 * The brute-force brake on every way of proving a password (sign-in, password
 * change). Each attempt is booked before the password is checked, and refused
 * once the account (academy + user name, from any address) or the client address
 * (over every account) has too many failures in the window. Booking is one
 * transaction under per-key advisory locks, so even 50 parallel guesses get at
 * most MAX_FAILED_LOGINS password checks; a booked attempt counts as a failure
 * until the password proves right. Counters live in the database, so they hold
 * across replicas.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/client';

export const MAX_FAILED_LOGINS = 10;
export const MAX_FAILED_LOGINS_PER_ADDRESS = 50;
export const FAILED_LOGIN_WINDOW_MINUTES = 15;

const ACCOUNT_LOCKS = 1;
const ADDRESS_LOCKS = 2;
const inWindow = () => sql<string>`now() - make_interval(mins => ${FAILED_LOGIN_WINDOW_MINUTES})`;

/** Books one password check; false when the account or the address must wait. */
export async function bookAttempt(db: Db, academyId: number, userName: string, ip: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Always account first, then address: concurrent bookings cannot deadlock.
    await sql`select pg_advisory_xact_lock(${ACCOUNT_LOCKS}, hashtext(${`${academyId}:${userName}`}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(${ADDRESS_LOCKS}, hashtext(${ip}))`.execute(trx);
    const { account, address } = await trx
      .selectFrom('login_failures')
      .select([
        sql<number>`count(*) filter (where academy_id = ${academyId} and user_name = ${userName})`.as('account'),
        sql<number>`count(*) filter (where ip = ${ip})`.as('address'),
      ])
      .where('at', '>', inWindow())
      .where((eb) => eb.or([eb.and([eb('academy_id', '=', academyId), eb('user_name', '=', userName)]), eb('ip', '=', ip)]))
      .executeTakeFirstOrThrow();
    if (Number(account) >= MAX_FAILED_LOGINS || Number(address) >= MAX_FAILED_LOGINS_PER_ADDRESS) return false;
    await trx.insertInto('login_failures').values({ academy_id: academyId, user_name: userName, ip }).execute();
    return true;
  });
}

/** Whether the account is locked: refresh and branch switch refuse it too, not only sign-in. */
export async function isLockedOut(db: Db, academyId: number, userName: string): Promise<boolean> {
  const { failures } = await db
    .selectFrom('login_failures')
    .select(sql<number>`count(*)`.as('failures'))
    .where('academy_id', '=', academyId)
    .where('user_name', '=', userName)
    .where('at', '>', inWindow())
    .executeTakeFirstOrThrow();
  return Number(failures) >= MAX_FAILED_LOGINS;
}

/** The password proved right: the account's failures are forgiven. */
export async function clearFailures(db: Db, academyId: number, userName: string): Promise<void> {
  await db.deleteFrom('login_failures').where('academy_id', '=', academyId).where('user_name', '=', userName).execute();
  await db
    .deleteFrom('login_failures')
    .where('at', '<', sql<string>`now() - interval '1 day'`)
    .execute();
}
