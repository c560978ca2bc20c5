/**
 * Phone numbers saved before they were kept in one form (domain/phone.ts:
 * "0912 345 678" → "0912345678"): once per database, after the entity tables,
 * every `format: phone` field of every schema and the academies' own phone get
 * that form where they lack it, with their row's search text. Recorded in
 * schema_migrations beside the numbered files.
 */
import { sql } from 'kysely';
import type { Db } from './client';
import type { Catalogue } from '../../schemas/catalogue';
import { academyInfoSchema } from '../../schemas/academy-info';
import { storedPhone } from '../../domain/phone';
import { searchTextOf } from '../core/search-text';
import { assertIdentifier } from './entity-tables';
import { dynamicDb } from './dynamic-db';
import { numberField } from '../core/crud/record-fields';

export const STORED_PHONES_STEP = 'phones-in-kept-form';

/** Phone fields per table, with the fields its search text is made of. */
function phoneFields(catalogue: Catalogue): Array<{ table: string; field: string; search: string[] | null }> {
  const entities = Object.values(catalogue).flatMap((schema) =>
    Object.entries(schema.properties)
      .filter(([, p]) => p.format === 'phone')
      .map(([field]) => ({ table: schema.$id, field, search: schema['x-search'] ?? [] })),
  );
  const academy = Object.entries(academyInfoSchema.properties)
    .filter(([, p]) => p.format === 'phone')
    .map(([field]) => ({ table: 'academies', field, search: null }));
  return [...entities, ...academy];
}

export async function keepPhonesInStoredForm(db: Db, catalogue: Catalogue): Promise<void> {
  const done = await sql`select 1 from schema_migrations where name = ${STORED_PHONES_STEP}`.execute(db);
  if (done.rows.length) return;
  await db.transaction().execute(async (trx) => {
    for (const { table, field, search } of phoneFields(catalogue)) {
      // An entity row is keyed by its academy and id (tenant key), an academy by its id.
      const key = search ? ['academy_id', 'id'] : ['id'];
      const columns = [...new Set([...key, field, ...(search ?? [])])].map(assertIdentifier);
      // Only a value that is not already digits after its leading 0 may need a change.
      const rows = await dynamicDb(trx)
        .selectFrom(assertIdentifier(table))
        .select(columns)
        .where(sql.ref(field), 'is not', null)
        .where(sql<boolean>`${sql.ref(field)} !~ '^0[0-9]*$'`)
        .execute();
      for (const row of rows as Array<Record<string, unknown>>) {
        const kept = storedPhone(String(row[field]));
        if (kept === row[field]) continue;
        const values = { [field]: kept, ...(search && { search_text: searchTextOf({ ...row, [field]: kept }, search) }) };
        await key.reduce((q, k) => q.where(k, '=', numberField(row, k)), dynamicDb(trx).updateTable(table).set(values)).execute();
      }
    }
    await sql`insert into schema_migrations (name) values (${STORED_PHONES_STEP})`.execute(trx);
  });
}
