/** Revenues typed in by hand: the generic CRUD, with only the payment types the academy offers. */
import type { RequestContext } from '../../core/context';
import { createRecord, getRecord, updateRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { assertPaymentTypeOffered } from './payment-gateway';

const paymentTypeOf = (body: unknown) => (body && typeof body === 'object' ? (body as Record<string, unknown>).payment_type : undefined);

export async function createRevenue(ctx: RequestContext, model: EntityModel, body: unknown) {
  await assertPaymentTypeOffered(ctx, paymentTypeOf(body));
  return createRecord(ctx, model, body);
}

export async function updateRevenue(ctx: RequestContext, model: EntityModel, id: number, body: unknown) {
  const current = await getRecord(ctx, model, id);
  await assertPaymentTypeOffered(ctx, paymentTypeOf(body), current.payment_type);
  return updateRecord(ctx, model, id, body);
}
