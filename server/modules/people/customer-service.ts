/**
 * Customers (parent accounts) keep a points balance; their member level is not
 * typed in but follows the balance and the earn-points level thresholds.
 */
import type { RequestContext } from '../../core/context';
import { createRecord, getRecord, updateRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { levelCustomer } from '../loyalty/member-levels';
import { readSettings } from '../settings/settings-service';
import { numberField } from '../../core/crud/record-fields';

type Row = Record<string, unknown>;

async function withMemberLevel(ctx: RequestContext, model: EntityModel, customer: Row): Promise<Row> {
  const { point_settings } = await readSettings(ctx);
  const level = await levelCustomer(ctx, numberField(customer), point_settings.level);
  return level === customer.level ? customer : getRecord(ctx, model, numberField(customer));
}

export async function createCustomer(ctx: RequestContext, model: EntityModel, body: unknown) {
  return withMemberLevel(ctx, model, await createRecord(ctx, model, body));
}

export async function updateCustomer(ctx: RequestContext, model: EntityModel, id: number, body: unknown) {
  return withMemberLevel(ctx, model, await updateRecord(ctx, model, id, body));
}
