/**
 * Our JSON Schema vocabulary: the `x-` annotations every entity schema may use and
 * the custom string formats behind the spec §5 rules. Registered on every ajv
 * instance (server bodies, app forms) so strict mode knows them.
 */
import type AjvCore from 'ajv/dist/core';
import type { AnyValidateFunction, KeywordDefinition } from 'ajv/dist/types';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { isApiDate, isApiMonth } from '../domain/dates';

/** Today as YYYY-MM-DD on this machine's clock (a form's, when no academy day is given). */
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export type Lang = 'vi' | 'en';
/** The people outside the office the product serves with a phone app of their own (DESIGN.md), each reading only what the schemas declare. */
export const AUDIENCES = ['teacher', 'parent'] as const;
export type Audience = (typeof AUDIENCES)[number];
/**
 * What a parent's own records go through: their children (`players`), their children's classes or
 * their children's branches. A parent's `x-audience-own` names a field referring to one of these (or
 * `id` on one of these schemas): the parent reads the rows whose field names one of the family's.
 */
export const PARENT_OWNERS = ['players', 'classes', 'branches'] as const;
export type ParentOwner = (typeof PARENT_OWNERS)[number];
/**
 * A parent's `x-audience-own` naming no field but the academy itself: the rows are every family's of the
 * academy (its E-connect posts, its rewards), read while published (`auditing_status` 1) and, where the
 * schema names an `x-valid-until` date, through that day.
 */
export const PARENT_ACADEMY = 'academy';
/** What a parent's rows go through: their family's children, classes or branches, or the whole academy. */
export type ParentReach = ParentOwner | typeof PARENT_ACADEMY;
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
  /** The phone apps' audiences that may read the field (a teacher: a player's name and photo); none may read any other field. */
  'x-audiences'?: Audience[];
  /** Query params for the related list, taken from this form's fields: `{branchIds: "branch_id"}`. */
  'x-ref-filter'?: Record<string, string>;
  /**
   * The kind of related record accepted: per query param of the related list, the values its field
   * must hold (a revenue's category is a revenue category: `{types: [3]}`).
   */
  'x-ref-where'?: Record<string, Array<string | number>>;
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
  /**
   * The ranges a number field's filter offers (spec §3 point ranges), each by its key in the
   * query (`pointRanges=800-1000,gt1000`) with its inclusive bounds (either may be left open) and label.
   */
  'x-filter-ranges'?: Record<string, FilterRange>;
  /** Named choices of a filter standing for several values (a revenue's "unpaid": pending, failed or new), usable as a value of the query param. */
  'x-filter-groups'?: Record<string, { values: Array<string | number>; label: Translated }>;
  'x-sortable'?: boolean;
  /**
   * On an `x-ref` field: the form fields choosing a record fills, each from the first of
   * the chosen record's fields that holds a value (an order's customer from its player).
   */
  'x-fill'?: Record<string, string[]>;
  /** A date field a create form starts at today's date (an order's date). */
  'x-default-today'?: boolean;
  /** A date field that may not be after the academy's today (a date of birth): refused by the server, greyed in the picker. */
  'x-not-future'?: boolean;
  /** Widget id from the app's widget registry: money, textarea, phone… */
  'x-widget'?: string;
  /** A sibling boolean that switches this field on: the form disables the field while it is off. */
  'x-enabled-by'?: string;
  'x-enum-labels'?: Record<string, Translated>;
  /** Status badge style per enum value: SUCCESS, WARNING, DANGER, NORMAL, CANCEL. */
  'x-badge'?: Record<string, string>;
  /** On a boolean: a record holding true is marked with this tag beside its title, in lists and on its page. */
  'x-flag'?: Translated;
  /** On a boolean: a record holding true is left out of every total (the list's `x-sum`, reports): a test payment. */
  'x-uncounted'?: boolean;
}

export interface FilterRange {
  min?: number;
  max?: number;
  label: Translated;
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
  /**
   * A `date` field through which a record is offered (a reward's `expired_date`): a record the phone apps' audiences
   * share with others (a branch's event, the academy's reward) is read by them through that day, not after (none: no end).
   */
  'x-valid-until'?: string;
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
  /** Buttons of the detail page opening a hand-written page about the record (a class's attendance). */
  'x-page-links'?: PageLink[];
  /**
   * Per audience, the field naming its own record (a payslip's `manager_id`): it reads only its own rows, money included.
   * A parent's names a field referring to `PARENT_OWNERS` (a fee's `player_id`, an event's `branch_id`, a class's `id`),
   * or `PARENT_ACADEMY` (`"academy"`) for rows every family of the academy reads while published (its news, its rewards).
   */
  'x-audience-own'?: Partial<Record<Audience, string>>;
}

export interface PageLink {
  /** A page of resources.config.ts; the button shows only to those who may open it. */
  page: string;
  label: Translated;
  /** The page's address query; a value "{field}" is the record's value. */
  query: Record<string, string>;
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
  /** Fields of the record the dialog shows above its own, read only: what the action acts on (a fee's title and amount). */
  summary?: string[];
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
  {
    keyword: 'x-indexes',
    metaSchema: { type: 'array', items: { type: 'array', minItems: 1, items: { type: 'string', pattern: '^[a-z][a-z0-9_]*( desc)?$' } } },
  },
  { keyword: 'x-date-range', metaSchema: { type: 'string' } },
  { keyword: 'x-sum', metaSchema: { type: 'string' } },
  { keyword: 'x-valid-until', metaSchema: { type: 'string' } },
  {
    keyword: 'x-related',
    metaSchema: {
      type: 'array',
      items: {
        type: 'object',
        properties: { resource: { type: 'string' }, param: { type: 'string' } },
        required: ['resource', 'param'],
        additionalProperties: false,
      },
    },
  },
  {
    keyword: 'x-copy-to',
    metaSchema: {
      type: 'array',
      items: {
        type: 'object',
        properties: { resource: { type: 'string' }, label: translated },
        required: ['resource', 'label'],
        additionalProperties: false,
      },
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
          form: {
            type: 'object',
            properties: { properties: { type: 'object' }, required: { type: 'array' } },
            required: ['properties'],
            additionalProperties: false,
          },
          summary: { type: 'array', items: { type: 'string' }, minItems: 1 },
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
      properties: {
        path: { type: 'string', pattern: '/pdf$' },
        when: { type: 'object', additionalProperties: { type: 'array' } },
        list: { type: 'string', pattern: '/pdf$' },
      },
      required: ['path'],
      additionalProperties: false,
    },
  },
  {
    keyword: 'x-page-links',
    metaSchema: {
      type: 'array',
      items: {
        type: 'object',
        properties: { page: { type: 'string' }, label: translated, query: { type: 'object', additionalProperties: { type: 'string' } } },
        required: ['page', 'label', 'query'],
        additionalProperties: false,
      },
    },
  },
  {
    keyword: 'x-groups',
    metaSchema: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', pattern: '^[a-zA-Z]+$' },
          label: translated,
          fields: { type: 'array', items: { type: 'string' }, minItems: 1 },
        },
        required: ['name', 'label', 'fields'],
        additionalProperties: false,
      },
    },
  },
  { keyword: 'x-ref', metaSchema: { type: 'string' } },
  { keyword: 'x-on-delete', metaSchema: { enum: ['restrict', 'cascade', 'keep'] } },
  { keyword: 'x-create-only', metaSchema: { type: 'boolean' } },
  { keyword: 'x-roles', metaSchema: { type: 'array', items: { type: 'string' }, minItems: 1 } },
  { keyword: 'x-audiences', metaSchema: { type: 'array', items: { enum: AUDIENCES }, minItems: 1, uniqueItems: true } },
  {
    keyword: 'x-audience-own',
    metaSchema: { type: 'object', propertyNames: { enum: AUDIENCES }, additionalProperties: { type: 'string' }, minProperties: 1 },
  },
  { keyword: 'x-same-as', metaSchema: { type: 'string' } },
  { keyword: 'x-show-if', metaSchema: { type: 'object', additionalProperties: { type: 'array' }, minProperties: 1 } },
  {
    keyword: 'x-subset-of',
    metaSchema: {
      type: 'object',
      properties: { ref: { type: 'string' }, field: { type: 'string' } },
      required: ['ref', 'field'],
      additionalProperties: false,
    },
  },
  { keyword: 'x-ref-filter', metaSchema: { type: 'object', additionalProperties: { type: 'string' } } },
  {
    keyword: 'x-ref-where',
    metaSchema: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: ['string', 'integer'] }, minItems: 1 },
      minProperties: 1,
    },
  },
  { keyword: 'x-filter', metaSchema: { type: 'string', pattern: '^[a-zA-Z]+$' } },
  {
    keyword: 'x-filter-groups',
    metaSchema: {
      type: 'object',
      propertyNames: { pattern: '^[a-z][a-zA-Z]*$' },
      additionalProperties: {
        type: 'object',
        properties: { values: { type: 'array', minItems: 1 }, label: translated },
        required: ['values', 'label'],
        additionalProperties: false,
      },
      minProperties: 1,
    },
  },
  {
    keyword: 'x-filter-options',
    metaSchema: { type: 'object', propertyNames: { pattern: '^-?\\d+$' }, additionalProperties: translated, minProperties: 1 },
  },
  {
    keyword: 'x-filter-ranges',
    metaSchema: {
      type: 'object',
      propertyNames: { pattern: '^[a-z0-9-]+$' },
      additionalProperties: {
        type: 'object',
        properties: { min: { type: 'integer' }, max: { type: 'integer' }, label: translated },
        required: ['label'],
        // A label and at least one bound.
        minProperties: 2,
        additionalProperties: false,
      },
      minProperties: 1,
    },
  },
  { keyword: 'x-sortable', metaSchema: { type: 'boolean' } },
  {
    keyword: 'x-fill',
    metaSchema: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' }, minItems: 1 }, minProperties: 1 },
  },
  { keyword: 'x-default-today', metaSchema: { type: 'boolean' } },
  {
    keyword: 'x-not-future',
    type: 'string',
    schemaType: 'boolean',
    // The server validates with `passContext` and `this.today`, the academy's day; a form, without it, takes its own.
    validate: function notFuture(this: { today?: unknown } | undefined, on: boolean, day: string) {
      const today = typeof this?.today === 'string' ? this.today : localToday();
      return !on || !isApiDate(day) || day <= today;
    },
  },
  { keyword: 'x-widget', metaSchema: { type: 'string' } },
  { keyword: 'x-enabled-by', metaSchema: { type: 'string' } },
  { keyword: 'x-enum-labels', metaSchema: { type: 'object', additionalProperties: translated } },
  { keyword: 'x-flag', metaSchema: translated },
  { keyword: 'x-uncounted', metaSchema: { const: true } },
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
    // Times are zero-padded HH:mm (seconds aside), so string order is time order; a row missing either end is left to `required`.
    validate: ([start, end]: [string, string], row: Record<string, unknown>) =>
      typeof row[start] !== 'string' || typeof row[end] !== 'string' || row[start].slice(0, 5) <= row[end].slice(0, 5),
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
  // A time of day: 24-hour HH:mm as the app shows it, or HH:mm:ss as spec §3 words time rows (kept as HH:mm, typed-input.ts).
  clock: /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/,
  // A phone number as kept: digits only (typed-input.ts takes "0912 345 678" and "+84 912 345 678" to it).
  phone: /^\d*$/,
  // A product's or a reward's code: letters, digits, spaces and the - . _ codes use ("SP-001", "AO.S_2").
  code: /^[\p{L}\p{M}\d ._-]*$/u,
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
 * academy's calendar (domain/dates.ts), comma-joined ids or codes
 * (`classIds=1,2`, at most 100) an integer column holds, and a list filter's
 * comma-joined values whose numbers an integer column holds (`-3, 7,unpaid`).
 */
export const rangeFormats: Record<string, (value: string) => boolean> = {
  date: isApiDate,
  'date-time': (value) => isApiDate(value.slice(0, 10)) && dateTime.validate(value),
  month: isApiMonth,
  'id-list': (value) => ID_LIST.test(value) && value.split(',').every((id) => Number(id) <= MAX_INTEGER),
  'integer-values': (value) => value.split(',').every((part) => !/^\s*-?\d+\s*$/.test(part) || Math.abs(Number(part)) <= MAX_INTEGER),
};

/** Adds the range formats to an ajv instance (the server's route validators have no other of ours). */
export function addRangeFormats<A extends AjvCore>(ajv: A): A {
  for (const [name, validate] of Object.entries(rangeFormats)) ajv.addFormat(name, { type: 'string', validate });
  return ajv;
}

/**
 * Our keywords with their metaSchema checks shared: each check is compiled once, the first time
 * a schema uses its keyword, for every ajv instance we extend. ajv's own addKeyword compiles all
 * of them for each instance up front, which cost the server's five instances a second of every start.
 */
let sharedKeywords: KeywordDefinition[] | undefined;
function keywordsCheckedOnce(compiler: AjvCore): KeywordDefinition[] {
  return (sharedKeywords ??= keywords.map(({ metaSchema, ...definition }) => {
    if (!metaSchema) return definition;
    let check: AnyValidateFunction | undefined;
    const validateSchema = ((value: unknown) => {
      check ??= compiler.compile(metaSchema, true);
      const valid = check(value);
      validateSchema.errors = check.errors;
      return valid;
    }) as AnyValidateFunction;
    return { ...definition, validateSchema };
  }));
}

/** Adds the standard formats, our formats and our keywords to an ajv instance. */
export function extendAjv<A extends AjvCore>(ajv: A): A {
  addFormats(ajv as unknown as Parameters<typeof addFormats>[0], ['time', 'email', 'uri']);
  for (const [name, re] of Object.entries(customFormats)) ajv.addFormat(name, re);
  addRangeFormats(ajv);
  for (const k of keywordsCheckedOnce(ajv)) if (!ajv.getKeyword(k.keyword as string)) ajv.addKeyword(k);
  return ajv;
}
