/** Bulk insert of entity rows outside a request (seeding), through the same row values as the API. */
import type { Db } from '../db/client';
import type { EntityModel } from '../core/crud/entity-model';
import { rowValues } from '../core/crud/row-values';
import { dynamicDb } from '../db/dynamic-db';

const BATCH = 500;

export async function insertRows(db: Db, model: EntityModel, academyId: number, rows: Array<Record<string, unknown>>) {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const values = rows.slice(i, i + BATCH).map((r) => ({ ...rowValues(model, r), academy_id: academyId }));
    const inserted = await dynamicDb(db).insertInto(model.table).values(values).returning('id').execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}
