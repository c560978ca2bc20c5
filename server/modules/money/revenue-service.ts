/**
 * Revenues typed in by hand: the generic CRUD, with only the payment types the academy
 * offers. A revenue that becomes paid tells the player's parent, in the same
 * transaction; the row is locked first, so two saves marking it paid tell them once.
 * Collecting an unpaid fee at the desk marks it paid in one step.
 */
import { academyToday } from '../../core/academy-clock';
import type { RequestContext } from '../../core/context';
import { createRecord, getRecord, patchRecord, scoped, updateRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { ApiError, notFound, unprocessable } from '../../core/errors';
import { atomically } from '../../db/atomically';
import { becamePaid, queuePaymentNotice } from '../notifications/payment-notices';
import { readSettings } from '../settings/settings-service';
import { assertPaymentTypeOffered, GATEWAY_PAYMENT } from './payment-gateway';
import { numberField } from '../../core/crud/record-fields';

type Row = Record<string, unknown>;

/** Transaction status (spec §3): paid 1. */
const PAID = 1;

/** How a fee was collected: cash or bank transfer, on a day (the academy's today unless told). */
export interface Collection {
  payment_type: number;
  at_date?: string;
}

const paymentTypeOf = (body: unknown) => (body && typeof body === 'object' ? (body as Record<string, unknown>).payment_type : undefined);

async function toldIfPaid(tx: RequestContext, before: unknown, saved: Row): Promise<Row> {
  if (becamePaid(before, saved.transaction_status)) await queuePaymentNotice(tx, await readSettings(tx), numberField(saved));
  return saved;
}

/** The revenue's status, its row locked until the transaction ends; undefined when the caller cannot reach it. */
async function lockedStatus(tx: RequestContext, model: EntityModel, id: number): Promise<unknown> {
  const row = await scoped(tx, model).select('transaction_status').where('id', '=', id).forUpdate().executeTakeFirst();
  return row ? row.transaction_status : undefined;
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
    const before = await lockedStatus(tx, model, id);
    return toldIfPaid(tx, before, await updateRecord(tx, model, id, body));
  });
}

/**
 * Marks an unpaid fee (new, pending or failed) paid as collected at the desk, its other
 * fields kept. 409 once it is paid, so two collections of one fee cannot both pass;
 * a gateway payment is the gateway's to record (the IPN), never typed in here.
 */
export async function collectRevenue(ctx: RequestContext, model: EntityModel, id: number, { payment_type, at_date }: Collection) {
  if (payment_type === GATEWAY_PAYMENT) {
    throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'payment_type', message: ctx.t('errors.collectByGateway') }]);
  }
  return atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    const before = await lockedStatus(tx, model, id);
    if (before === undefined) throw notFound(ctx.t('errors.notFound'));
    if (before === PAID) throw new ApiError(409, 'ALREADY_PAID', ctx.t('errors.alreadyPaid'));
    const paid = { transaction_status: PAID, payment_type, at_date: at_date ?? academyToday(tx.academy.timeZone) };
    return toldIfPaid(tx, before, await patchRecord(tx, model, id, paid, updateRecord));
  });
}
