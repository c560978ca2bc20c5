/** Stock-ins and products through the generic CRUD, each write also bringing the product's stock up to date. */
import type { RequestContext } from '../../core/context';
import { createRecord, deleteRecord, getRecord, updateRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { atomically } from '../../db/atomically';
import { syncStock } from './product-stock';
import { numberField } from '../../core/crud/record-fields';

type Row = Record<string, unknown>;

const withStock = (ctx: RequestContext, write: (tx: RequestContext) => Promise<Row>, before: Row | null = null) =>
  atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    const row = await write(tx);
    await syncStock(
      tx,
      [before?.product_id, row.product_id].filter((id): id is number => typeof id === 'number'),
    );
    return row;
  });

export const createStockIn = (ctx: RequestContext, model: EntityModel, body: unknown) =>
  withStock(ctx, (tx) => createRecord(tx, model, body));

export async function updateStockIn(ctx: RequestContext, model: EntityModel, id: number, body: unknown) {
  const before = await getRecord(ctx, model, id);
  return withStock(ctx, (tx) => updateRecord(tx, model, id, body), before);
}

export async function deleteStockIn(ctx: RequestContext, model: EntityModel, id: number): Promise<void> {
  const before = await getRecord(ctx, model, id);
  await withStock(ctx, async (tx) => {
    await deleteRecord(tx, model, id);
    return before;
  });
}

/** After a stock-in comes back from the trash: its product counts it again. */
export const restock = (ctx: RequestContext, row: Row) => syncStock(ctx, [numberField(row, 'product_id')]);

/** A new product starts with the stock it has: none yet. */
export const createProduct = (ctx: RequestContext, model: EntityModel, body: unknown) =>
  atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    const row = await createRecord(tx, model, body);
    await syncStock(tx, [numberField(row)]);
    return getRecord(tx, model, numberField(row));
  });
