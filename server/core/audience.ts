/**
 * What a phone app's audience (a teacher) may read of an entity: the fields its schema
 * declares for it (`x-audiences`), and the `{id, name}` the answers expand a declared
 * reference to. Every answer of an audience's routes is cut to this, so a field the
 * schema does not give the audience never leaves the server, whatever a query read.
 */
import { audienceFields } from '../../schemas/catalogue';
import type { Audience } from '../../schemas/vocabulary';
import type { EntityModel } from './crud/entity-model';

type Row = Record<string, unknown>;

/** The keys of a record `audience` may read: its declared fields and their expanded references. */
export function readableKeys(model: EntityModel, audience: Audience): string[] {
  const fields = audienceFields(model.schema, audience);
  const expanded = model.relations.filter((rel) => fields.includes(rel.field)).map((rel) => rel.as);
  return [...fields, ...expanded];
}

/** A record as `audience` reads it: only what `readableKeys` gives it. */
export function forAudience(model: EntityModel, audience: Audience, row: Row): Row {
  const keys = readableKeys(model, audience);
  return Object.fromEntries(keys.filter((key) => key in row).map((key) => [key, row[key]]));
}
