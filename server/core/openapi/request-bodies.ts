/**
 * The request bodies the document describes for routes whose body Fastify does not
 * check itself: a record's create, replace and patch (checked by the CRUD service
 * with the same schema, refused with 422 naming each field), and the multipart
 * uploads (read part by part). A route names its body in `config.requestBody`; the
 * document's transform (document.ts) shows it as the route's `requestBody`.
 */
import type { EntityModel } from '../crud/entity-model';
import { fitsColumn } from '../crud/entity-model';
import { writableProperties } from '../../../schemas/catalogue';
import type { PropertySchema } from '../../../schemas/vocabulary';
import { plainSchema } from './record-schemas';

type Schema = Record<string, unknown>;

export interface DocumentedBody {
  schema: Schema;
  /** `multipart/form-data` for an upload; JSON otherwise. */
  mediaType?: 'multipart/form-data';
}

/** `create`: a new record; `replace`: PUT, every field; `patch`: PATCH, only the fields sent. */
export type BodyAction = 'create' | 'replace' | 'patch';

/** A null is taken as "not sent" (crud-service validBody): any field may be null but a required one. */
function orNull(prop: Schema): Schema {
  if (typeof prop.type === 'string') return { ...prop, type: [prop.type, 'null'] };
  if (Array.isArray(prop.type)) return prop.type.includes('null') ? prop : { ...prop, type: [...prop.type, 'null'] };
  return { anyOf: [prop, { type: 'null' }] };
}

/**
 * A field listed in `required` but shown only while others hold some values
 * (`x-show-if`) is required only then.
 */
function requiredWhenShown(field: string, prop: PropertySchema): Schema {
  const conditions = Object.entries(prop['x-show-if'] ?? {});
  return {
    if: {
      properties: Object.fromEntries(conditions.map(([other, values]) => [other, { enum: values }])),
      required: conditions.map(([other]) => other),
    },
    then: { required: [field] },
  };
}

/** The body of a record's write, as the role that sends it may write it: server-set and read-only fields left out. */
export function recordBody(model: EntityModel, action: BodyAction): Schema {
  const writable = writableProperties(model.schema, action === 'create' ? 'create' : 'edit');
  // A required field with a default takes it when left out (the service's check fills defaults in).
  const required =
    action === 'patch' ? [] : (model.schema.required ?? []).filter((field) => field in writable && !('default' in writable[field]));
  const always = required.filter((field) => !writable[field]['x-show-if']);
  const properties = Object.fromEntries(
    Object.entries(writable).map(([field, prop]) => {
      const plain = plainSchema(fitsColumn(prop), 'en') as Schema;
      return [field, required.includes(field) ? plain : orNull(plain)];
    }),
  );
  // Server-set fields (and, on a change, create-only ones) a client may send back are ignored, not refused.
  const ignored = Object.entries(model.schema.properties)
    .filter(([field, prop]) => !(field in writable) && !prop.writeOnly)
    .map(([field]) => [field, { readOnly: true, description: 'Set by the server: ignored when sent' }]);
  const conditional = required.filter((field) => writable[field]['x-show-if']).map((field) => requiredWhenShown(field, writable[field]));
  return {
    type: 'object',
    properties: { ...properties, ...Object.fromEntries(ignored) },
    ...(always.length && { required: always }),
    ...(conditional.length && { allOf: conditional }),
    additionalProperties: false,
  };
}

/** A multipart body: its file parts (binary) and text fields. */
export function multipartBody(parts: Record<string, Schema>, required: string[] = []): DocumentedBody {
  return {
    mediaType: 'multipart/form-data',
    schema: { type: 'object', properties: parts, ...(required.length && { required }) },
  };
}

/** A file part, `max` of them at most. */
export const fileParts = (description: string, max = 1): Schema =>
  max === 1
    ? { type: 'string', format: 'binary', description }
    : { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: max, description };

/** A route that takes no body (validators.ts NO_BODY): none, or an empty object. */
export function isBodiless(schema: unknown): boolean {
  const { properties = {}, additionalProperties } = (schema ?? {}) as { properties?: object; additionalProperties?: unknown };
  return additionalProperties === false && !Object.keys(properties).length;
}
