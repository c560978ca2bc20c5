/**
 * Our JSON Schema vocabulary: the `x-` annotations every entity schema may use and
 * the custom string formats behind the spec §5 rules. Registered on every ajv
 * instance (server bodies, app forms) so strict mode knows them.
 */
import type AjvCore from 'ajv/dist/core';
import type { KeywordDefinition } from 'ajv';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { isApiDate, isApiMonth } from '../domain/dates';

export type Lang = 'vi' | 'en';
export type Translated = Record<Lang, string>;
/** `restrict`: the referenced record cannot be deleted while this one lives; `cascade`: this one is deleted with it; `keep`: this one stays and still names it (history). */
export type OnDelete = 'restrict' | 'cascade' | 'keep';

export interface PropertySchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  format?: string;
  enum?: Array<string | number>;
  default?: unknown;
  readOnly?: boolean;
  /** Accepted in bodies, never stored as a column nor answered (a password). */
  writeOnly?: boolean;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: PropertySchema;
  minItems?: number;
  maxItems?: number;
  /** Rows of an array: an object with its own properties. */
  properties?: Record<string, PropertySchema>;
  required?: string[];
  additionalProperties?: boolean;
  $ref?: string;
  /** On an object: `[start, end]` time fields whose start may not be after the end (spec §5 time rows). */
  'x-time-range'?: [string, string];
  /** On an object: fields a row must have all filled (spec §5 event schedules: time and content). */
  'x-filled-row'?: string[];
  'x-label'?: Translated;
  /** Name of the related resource; the value is its id (or, on an array, its ids). */
  'x-ref'?: string;
  /** What deleting the referenced record does to this record (restrict when absent): see OnDelete. */
  'x-on-delete'?: OnDelete;
  /** Set when the record is created and left alone by updates (a login name, a first password). */
  'x-create-only'?: boolean;
  /** Only these roles see and write the field (a teacher's pay: the admin's); for others it is not there at all. */
  'x-roles'?: string[];
  /** Query params for the related list, taken from this form's fields: `{branchIds: "branch_id"}`. */
  'x-ref-filter'?: Record<string, string>;
  /** Must equal that other field of the form (a password's confirmation). */
  'x-same-as'?: string;
  /** Shown, required (if listed) and kept only while each named field holds one of the values; cleared otherwise. */
  'x-show-if'?: Record<string, unknown[]>;
  /** Items chosen among a list of the record another field refers to: a player's slots among their class's `schedules`. */
  'x-subset-of'?: { ref: string; field: string };
  /** Name of the list query param filtering on this field (comma-joined values). */
  'x-filter'?: string;
  /**
   * The values a number field's filter offers, each with its label; the lowest also
   * matches every value below it (a session balance of -1: any debt).
   */
  'x-filter-options'?: Record<string, Translated>;
  'x-sortable'?: boolean;
  /**
   * On an `x-ref` field: the form fields choosing a record fills, each from the first of
   * the chosen record's fields that holds a value (an order's customer from its player).
   */
  'x-fill'?: Record<string, string[]>;
  /** A date field a create form starts at today's date (an order's date). */
  'x-default-today'?: boolean;
  /** Widget id from the app's widget registry: money, textarea, phone… */
  'x-widget'?: string;
  /** A sibling boolean that switches this field on: the form disables the field while it is off. */
  'x-enabled-by'?: string;
  'x-enum-labels'?: Record<string, Translated>;
  /** Status badge style per enum value: SUCCESS, WARNING, DANGER, NORMAL, CANCEL. */
  'x-badge'?: Record<string, string>;
}

export interface EntitySchema {
  $id: string;
  type: 'object';
  properties: Record<string, PropertySchema>;
  required?: string[];
  'x-label': Translated;
  'x-label-one': Translated;
  /** Field shown when another resource refers to this one. */
  'x-title': string;
  /** `card`: the list columns a phone's card shows under its title, in order (else the first few). */
  'x-list': { columns: string[]; sort: string; card?: string[] };
  'x-search'?: string[];
  /** Extra list indexes, each led by academy_id: fields in order, `field desc` for a descending one. */
  'x-indexes'?: string[][];
  /** A `date` field the list narrows with `fromDate` / `toDate` (inclusive). */
  'x-date-range'?: string;
  /** A money field whose total over the filtered rows lists answer as `sub_total`. */
  'x-sum'?: string;
  /** Lists the show page adds beneath the record: rows of `resource` whose `param` filter is this record's id. */
  'x-related'?: Array<{ resource: string; param: string }>;
  /** Row actions opening another resource's create form filled from this row's same-named fields (a free trial → a player). */
  'x-copy-to'?: Array<{ resource: string; label: Translated }>;
  /** One-click record actions calling a spec §7 path (approve a leave request, recover a player), offered while `when` holds. */
  'x-actions'?: RecordAction[];
  /** A record holding one of these values in each field is final: no edit or delete is offered (a paid payslip). */
  'x-locked-when'?: Record<string, unknown[]>;
  /** The record's printout (a PDF the show page's "Print" downloads) and, with `list`, the filtered list's. */
  'x-print'?: RecordPrint;
  /** Sections of the detail page, in order; fields in no group come first, untitled. */
  'x-groups'?: Array<{ name: string; label: Translated; fields: string[] }>;
}

export interface RecordAction {
  name: string;
  label: Translated;
  method: 'PUT' | 'PATCH' | 'POST';
  /** Under /v1/api; `{field}` stands for the record's value (`{id}`). */
  path: string;
  /** Sent as JSON; a string "{field}" becomes the record's value, "{form.field}" the form's. */
  body: unknown;
  /** Asked in a dialog before acting (a new password, the branch to move to). */
  form?: { properties: Record<string, PropertySchema>; required?: string[] };
  /** Offered only while each field holds one of these values. */
  when?: Record<string, unknown[]>;
  /** Asks before acting. */
  confirm?: boolean;
  /** `list`: a button over the list, acting on no one record (compute a month's payslips); `record` by default. */
  on?: 'record' | 'list';
  /** Also offered over the rows selected in the list, as one call: the body is an array whose items repeat for each record. */
  bulk?: boolean;
  /** Shows the call's answer in a dialog: the id of a view in the app's registry (`payment-link`: a link and its QR code). */
  result?: string;
}

export interface RecordPrint {
  /** Under /v1/api; `{field}` stands for the record's value (`{id}`). */
  path: string;
  /** Offered only while each field holds one of these values (a receipt once paid). */
  when?: Record<string, unknown[]>;
  /** The printout of the whole filtered list, under /v1/api, with the list's own filters and sort. */
  list?: string;
}

const translated = {
  type: 'object',
  properties: { vi: { type: 'string' }, en: { type: 'string' } },
  required: ['vi', 'en'],
  additionalProperties: false,
};

export const keywords: Array<KeywordDefinition & { keyword: string }> = [
  { keyword: 'x-label', metaSchema: translated },
  { keyword: 'x-label-one', metaSchema: translated },
  { keyword: 'x-title', metaSchema: { type: 'string' } },
  {
    keyword: 'x-list',
    metaSchema: {
      type: 'object',
      properties: {
        columns: { type: 'array', items: { type: 'string' } },
        sort: { type: 'string', pattern: '^[a-z_]+:(asc|desc)$' },
        card: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 4 },
      },
      required: ['columns', 'sort'],
      additionalProperties: false,
    },
  },
  { keyword: 'x-search', metaSchema: { type: 'array', items: { type: 'string' } } },
  { keyword: 'x-indexes', metaSchema: { type: 'array', items: { type: 'array', minItems: 1, items: { type: 'string', pattern: '^[a-z][a-z0-9_]*( desc)?$' } } } },
  { keyword: 'x-date-range', metaSchema: { type: 'string' } },
  { keyword: 'x-sum', metaSchema: { type: 'string' } },
  {
    keyword: 'x-related',
    metaSchema: {
      type: 'array',
      items: { type: 'object', properties: { resource: { type: 'string' }, param: { type: 'string' } }, required: ['resource', 'param'], additionalProperties: false },
    },
  },
  {
    keyword: 'x-copy-to',
    metaSchema: {
      type: 'array',
      items: { type: 'object', properties: { resource: { type: 'string' }, label: translated }, required: ['resource', 'label'], additionalProperties: false },
    },
  },
  {
    keyword: 'x-actions',
    metaSchema: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', pattern: '^[a-zA-Z]+$' },
          label: translated,
          method: { enum: ['PUT', 'PATCH', 'POST'] },
          path: { type: 'string' },
          body: { type: ['object', 'array'] },
          form: { type: 'object', properties: { properties: { type: 'object' }, required: { type: 'array' } }, required: ['properties'], additionalProperties: false },
          when: { type: 'object', additionalProperties: { type: 'array' } },
          confirm: { type: 'boolean' },
          on: { enum: ['record', 'list'] },
          bulk: { type: 'boolean' },
          result: { type: 'string', pattern: '^[a-z-]+$' },
        },
        required: ['name', 'label', 'method', 'path', 'body'],
        additionalProperties: false,
      },
    },
  },
  { keyword: 'x-locked-when', metaSchema: { type: 'object', minProperties: 1, additionalProperties: { type: 'array' } } },
  {
    keyword: 'x-print',
    metaSchema: {
      type: 'object',
      properties: { path: { type: 'string', pattern: '/pdf$' }, when: { type: 'object', additionalProperties: { type: 'array' } }, list: { type: 'string', pattern: '/pdf$' } },
      required: ['path'],
      additionalProperties: false,
    },
  },
  {
    keyword: 'x-groups',
    metaSchema: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string', pattern: '^[a-zA-Z]+$' }, label: translated, fields: { type: 'array', items: { type: 'string' }, minItems: 1 } },
        required: ['name', 'label', 'fields'],
        additionalProperties: false,
      },
    },
  },
  { keyword: 'x-ref', metaSchema: { type: 'string' } },
  { keyword: 'x-on-delete', metaSchema: { enum: ['restrict', 'cascade', 'keep'] } },
  { keyword: 'x-create-only', metaSchema: { type: 'boolean' } },
  { keyword: 'x-roles', metaSchema: { type: 'array', items: { type: 'string' }, minItems: 1 } },
  { keyword: 'x-same-as', metaSchema: { type: 'string' } },
  { keyword: 'x-show-if', metaSchema: { type: 'object', additionalProperties: { type: 'array' }, minProperties: 1 } },
  {
    keyword: 'x-subset-of',
    metaSchema: { type: 'object', properties: { ref: { type: 'string' }, field: { type: 'string' } }, required: ['ref', 'field'], additionalProperties: false },
  },
  { keyword: 'x-ref-filter', metaSchema: { type: 'object', additionalProperties: { type: 'string' } } },
  { keyword: 'x-filter', metaSchema: { type: 'string', pattern: '^[a-zA-Z]+$' } },
  { keyword: 'x-filter-options', metaSchema: { type: 'object', propertyNames: { pattern: '^-?\\d+$' }, additionalProperties: translated, minProperties: 1 } },
  { keyword: 'x-sortable', metaSchema: { type: 'boolean' } },
  { keyword: 'x-fill', metaSchema: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' }, minItems: 1 }, minProperties: 1 } },
  { keyword: 'x-default-today', metaSchema: { type: 'boolean' } },
  { keyword: 'x-widget', metaSchema: { type: 'string' } },
  { keyword: 'x-enabled-by', metaSchema: { type: 'string' } },
  { keyword: 'x-enum-labels', metaSchema: { type: 'object', additionalProperties: translated } },
  // Settings sections: the package features that open a section to changes, values never answered in full,
  // and addresses the server connects to (a host name, or a URL's host), which must be public ones.
  { keyword: 'x-feature', metaSchema: { type: 'array', items: { type: 'string' } } },
  { keyword: 'x-secret', metaSchema: { type: 'boolean' } },
  { keyword: 'x-outbound', metaSchema: { enum: ['host', 'url'] } },
  {
    keyword: 'x-time-range',
    type: 'object',
    schemaType: 'array',
    metaSchema: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 },
    // Times are zero-padded HH:mm, so string order is time order; a row missing either end is left to `required`.
    validate: ([start, end]: [string, string], row: Record<string, unknown>) =>
      typeof row[start] !== 'string' || typeof row[end] !== 'string' || row[start] <= row[end],
  },
  {
    keyword: 'x-filled-row',
    type: 'object',
    schemaType: 'array',
    metaSchema: { type: 'array', items: { type: 'string' }, minItems: 1 },
    validate: (fields: string[], row: Record<string, unknown>) => fields.every((f) => typeof row[f] === 'string' && row[f].trim() !== ''),
  },
  {
    keyword: 'x-badge',
    metaSchema: { type: 'object', additionalProperties: { enum: ['SUCCESS', 'WARNING', 'DANGER', 'NORMAL', 'CANCEL'] } },
  },
];

/** Spec §5 character rules as formats; each maps to its own message. */
export const customFormats: Record<string, RegExp> = {
  numeric: /^\d*$/,
  // Login names: lower-case letters without accents, digits, dots and underscores.
  username: /^[a-z0-9._]{3,50}$/,
  // A time of day as the app shows it: 24-hour HH:mm.
  clock: /^([01]\d|2[0-3]):[0-5]\d$/,
  alpha: /^[\p{L}\p{M} ]*$/u,
  alphanumeric: /^[\p{L}\p{M}\d ]*$/u,
  // Names of things (a class, a course, a product): letters, digits and the punctuation such names use
  // ("U10 - Sáng", "Bóng số 4 (FIFA)", "Áo đấu S/M"), never markup, symbols, emoji or control characters.
  'no-special': /^[\p{L}\p{M}\d .,\-()/&+'#]*$/u,
  // Spec §5 URL: empty allowed, else an http(s) address.
  url: /^$|^https?:\/\/[^\s/?#]+\.[^\s]*$|^https?:\/\/localhost(:\d+)?(\/[^\s]*)?$/i,
  // Empty allowed; letters, digits, inner hyphens per label.
  domain: /^$|^(?!-)[A-Za-z0-9-]{1,63}(?<!-)(\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))*$/,
};

/** The largest value of an integer column (PostgreSQL `integer`): an id or a code past it names nothing. */
export const MAX_INTEGER = 2_147_483_647;

const ID_LIST = /^\d{1,10}(,\d{1,10}){0,99}$/;
const dateTime = fullFormats['date-time'] as { validate: (value: string) => boolean };

/**
 * Formats whose values must also fall in a range, so the database never meets
 * one it cannot store: days (YYYY-MM-DD), instants and months (YYYY-MM) of the
 * academy's calendar (domain/dates.ts), and comma-joined ids or codes
 * (`classIds=1,2`, at most 100) an integer column holds.
 */
export const rangeFormats: Record<string, (value: string) => boolean> = {
  date: isApiDate,
  'date-time': (value) => isApiDate(value.slice(0, 10)) && dateTime.validate(value),
  month: isApiMonth,
  'id-list': (value) => ID_LIST.test(value) && value.split(',').every((id) => Number(id) <= MAX_INTEGER),
};

/** Adds the range formats to an ajv instance (the server's route validators have no other of ours). */
export function addRangeFormats<A extends AjvCore>(ajv: A): A {
  for (const [name, validate] of Object.entries(rangeFormats)) ajv.addFormat(name, { type: 'string', validate });
  return ajv;
}

/** Adds the standard formats, our formats and our keywords to an ajv instance. */
export function extendAjv<A extends AjvCore>(ajv: A): A {
  addFormats(ajv as unknown as Parameters<typeof addFormats>[0], ['time', 'email', 'uri']);
  for (const [name, re] of Object.entries(customFormats)) ajv.addFormat(name, re);
  addRangeFormats(ajv);
  for (const k of keywords) if (!ajv.getKeyword(k.keyword)) ajv.addKeyword(k);
  return ajv;
}
