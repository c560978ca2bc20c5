/**
 * `revenues.paid_at`: the moment a revenue became paid, stamped by a trigger in the writing
 * transaction whatever wrote it (the form, the gateway's IPN, a shop order, an import), so the
 * header's inbox dates a payment when it was received, not when its fee was first written.
 * A revenue no longer paid is no test payment either (`test_payment`): paid again, it counts.
 * Attached after the entity tables are synced (the columns come from schemas/revenues.json);
 * the first time, the revenues already paid are dated by when they were written.
 */
import { sql } from 'kysely';
import type { Db } from './client';
import { ensureTriggerFunction } from './trigger-function';

/** Transaction status (spec §3) of money received. */
const PAID = 1;

const STAMP_BODY = `
    begin
      if new.transaction_status is distinct from ${PAID} then
        new.paid_at := null;
        new.test_payment := null;
      elsif tg_op = 'INSERT' then
        new.paid_at := now();
      elsif old.transaction_status is distinct from ${PAID} then
        new.paid_at := now();
      else
        new.paid_at := old.paid_at;
      end if;
      return new;
    end `;

/** Creates the function and the trigger where missing or different; a database already set up is only read. */
export async function attachPaidAtStamp(db: Db): Promise<void> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from pg_trigger where tgname = 'stamp_paid_at' and tgrelid = 'revenues'::regclass`.execute(db);
  if (!rows[0].n)
    await sql`update revenues set paid_at = create_date where transaction_status = ${sql.lit(PAID)} and paid_at is null`.execute(db);
  await ensureTriggerFunction(db, 'stamp_paid_at', STAMP_BODY);
  if (!rows[0].n)
    await sql
      .raw('create trigger stamp_paid_at before insert or update on revenues for each row execute function stamp_paid_at()')
      .execute(db);
}
