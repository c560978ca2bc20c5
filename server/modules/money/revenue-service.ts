/**
 * Revenues typed in by hand: the generic CRUD, with only the payment types the academy
 * offers. A revenue that becomes paid tells the player's parent, in the same
 * transaction; the row is locked first, so two saves marking it paid tell them once.
 */
import type { RequestContext } from '../../core/context';
import { createRecord, getRecord, updateRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { atomically } from '../../db/atomically';
import { becamePaid, queuePaymentNotice } from '../notifications/payment-notices';
import { readSettings } from '../settings/settings-service';
import { assertPaymentTypeOffered } from './payment-gateway';

type Row = Record<string, unknown>;

const paymentTypeOf = (body: unknown) => (body && typeof body === 'object' ? (body as Record<string, unknown>).payment_type : undefined);

async function toldIfPaid(tx: RequestContext, before: unknown, saved: Row): Promise<Row> {
  if (becamePaid(before, saved.transaction_status)) await queuePaymentNotice(tx, await readSettings(tx), saved.id as number);
  return saved;
}

export async function createRevenue(ctx: RequestContext, model: EntityModel, body: unknown) {
  await assertPaymentTypeOffered(ctx, paymentTypeOf(body));
  return atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    return toldIfPaid(tx, undefined, await createRecord(tx, model, body));
  });
}

export async function updateRevenue(ctx: RequestContext, model: EntityModel, id: number, body: unknown) {
  const current = await getRecord(ctx, model, id);
  await assertPaymentTypeOffered(ctx, paymentTypeOf(body), current.payment_type);
  return atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    const locked = await db.selectFrom('revenues').select('transaction_status')
      .where('academy_id', '=', ctx.academy.id).where('id', '=', id).forUpdate().executeTakeFirst();
    return toldIfPaid(tx, locked?.transaction_status, await updateRecord(tx, model, id, body));
  });
}
