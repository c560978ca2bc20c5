/**
 * Money received, as every total counts it (the revenue and profit-and-loss reports,
 * their exports, the dashboard): a paid revenue that is no test payment. A payment
 * through the gateway's SANDBOX marks its fee paid as a test (`test_payment`,
 * `x-uncounted` in schemas/revenues.json), listed but never added up; the list's
 * own `sub_total` leaves it out by that annotation.
 */
import { sql } from 'kysely';

/** Transaction status (spec §3) of money received. */
export const PAID = 1;

/** The condition a revenue row (`alias.`) meets when it counts as money received. */
export const countedRevenue = (alias?: string) => {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  return sql<boolean>`(${column('transaction_status')} = ${PAID} and not coalesce(${column('test_payment')}, false))`;
};
