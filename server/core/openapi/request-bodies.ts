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
import { nullable, plainSchema } from './record-schemas';
import { TYPED_FORMS } from '../../../schemas/typed-input';

type Schema = Record<string, unknown>;

export interface DocumentedBody {
  schema: Schema;
  /** `multipart/form-data` for an upload; JSON otherwise. */
  mediaType?: 'multipart/form-data';
}

/** `create`: a new record; `replace`: PUT, every field; `patch`: PATCH, only the fields sent. */
export type BodyAction = 'create' | 'replace' | 'patch';

/**
 * A field people type in more than one way (schemas/typed-input.ts: a phone with spaces or +84) is
 * taken as typed and kept in its one form, so its length and pattern bound the kept form, not
 * what is sent: the document says so instead.
 */
function asTyped(plain: Schema, prop: PropertySchema): Schema {
  if (!prop.format || !TYPED_FORMS[prop.format] || plain.type !== 'string') return plain;
  const { maxLength: _max, minLength: _min, pattern: _pattern, ...loose } = plain;
  return { ...loose, description: `${String(plain.description ?? '')} Taken as typed (${prop.format}), kept in its one form`.trim() };
}

/** A body whose `fields` (of a record's schema) are read as typed: its typed ones documented so (asTyped). */
export function typedBody(body: Schema, fields: Record<string, PropertySchema>): Schema {
  const properties = body.properties as Record<string, Schema>;
  return {
    ...body,
    properties: Object.fromEntries(
      Object.entries(properties).map(([field, plain]) => [field, fields[field] ? asTyped(plain, fields[field]) : plain]),
    ),
  };
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
  // A field some roles may not see (`x-roles`) is required of the roles that do only: the document is every role's.
  const required =
    action === 'patch'
      ? []
      : (model.schema.required ?? []).filter(
          (field) => field in writable && !('default' in writable[field]) && !writable[field]['x-roles'],
        );
  const always = required.filter((field) => !writable[field]['x-show-if']);
  const properties = Object.fromEntries(
    Object.entries(writable).map(([field, prop]) => {
      const plain = asTyped(plainSchema(fitsColumn(prop), 'en') as Schema, prop);
      return [field, required.includes(field) ? plain : nullable(plain)];
    }),
  );
  // Server-set fields (and, on a change, create-only ones, a password too) a client may send back are ignored, not refused.
  const ignored = Object.entries(model.schema.properties)
    .filter(([field, prop]) => !(field in writable) && (!prop.writeOnly || (action !== 'create' && prop['x-create-only'])))
    .map(([field, prop]) => [
      field,
      prop['x-create-only'] && action !== 'create'
        ? { description: 'Set on create only: ignored here' }
        : { readOnly: true, description: 'Set by the server: ignored when sent' },
    ]);
  const conditional = required.filter((field) => writable[field]['x-show-if']).map((field) => requiredWhenShown(field, writable[field]));
  return {
    type: 'object',
    properties: { ...properties, ...Object.fromEntries(ignored) },
    ...(always.length && { required: always }),
    ...(conditional.length && { allOf: conditional }),
    // A null is "not sent", for a field the record has not too (a relation answered with it, sent back).
    additionalProperties: { type: 'null' },
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
