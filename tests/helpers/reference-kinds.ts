/**
 * The references of the catalogue that accept one kind of record (`x-ref-where`),
 * each with the field and values of the kind, and the stored rows that break them.
 */
import { sql } from 'kysely';
import { loadCatalogue } from '../../server/core/catalogue';
import type { Db } from '../../server/db/client';

export interface KindDeclaration {
  resource: string;
  field: string;
  target: string;
  /** The target's field holding the kind, and the values accepted. */
  targetField: string;
  values: Array<string | number>;
}

export function kindDeclarations(catalogue = loadCatalogue()): KindDeclaration[] {
  return Object.values(catalogue).flatMap((schema) =>
    Object.entries(schema.properties).flatMap(([field, prop]) =>
      Object.entries(prop['x-ref-where'] ?? {}).map(([param, values]) => {
        const target = prop['x-ref']!;
        const [targetField] = Object.entries(catalogue[target].properties).find(([, p]) => p['x-filter'] === param)!;
        return { resource: schema.$id, field, target, targetField, values };
      }),
    ),
  );
}

/** Live rows, in any academy, whose reference names a record of another kind: `resource#id → target#id`. */
export async function rowsAgainstTheirKind(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const d of kindDeclarations()) {
    const { rows } = await sql<{ id: number; target_id: number }>`
      select r.id, t.id as target_id from ${sql.table(d.resource)} r join ${sql.table(d.target)} t on t.id = ${sql.ref(`r.${d.field}`)}
      where r.deleted_at is null and ${sql.ref(`t.${d.targetField}`)} not in (${sql.join(d.values)})`.execute(db);
    found.push(...rows.map((r) => `${d.resource}#${r.id} → ${d.target}#${r.target_id}`));
  }
  return found;
}
