/**
 * The renewal queue (`GET /v1/api/admin/session-renewals`): each player's last pack when it is
 * running out (sessions left at or below the academy's low-sessions threshold) or ending within
 * the days of the settings, not yet renewed; and the answers of its two actions, renewing a pack
 * (`POST /admin/session-packs/{id}/renewal`: the next pack and its fee, unpaid until paid) and
 * marking it not renewing (`PUT /admin/session-packs/{id}/not-renewing`, with the reason).
 */
import type { FromSchema } from 'json-schema-to-ts';

export const RENEWAL_VIEWS = ['due', 'not_renewing'] as const;

export const renewalQuerySchema = {
  type: 'object',
  properties: {
    view: { enum: RENEWAL_VIEWS, default: 'due', description: 'due: packs to renew; not_renewing: those marked not renewing' },
  },
  additionalProperties: false,
} as const;

export const renewalRowSchema = {
  type: 'object',
  properties: {
    pack_id: { type: 'integer' },
    player_id: { type: 'integer' },
    player_name: { type: 'string' },
    parent_name: { type: ['string', 'null'] },
    mobile: { type: ['string', 'null'] },
    branch_id: { type: ['integer', 'null'] },
    class_name: { type: ['string', 'null'] },
    course_id: { type: ['integer', 'null'] },
    course_name: { type: ['string', 'null'] },
    sessions: { type: 'integer', description: 'Sessions the pack bought' },
    left: { type: 'integer', description: "The pack's sessions left: its ledger rows' sum" },
    expiry_date: { anyOf: [{ type: 'null' }, { type: 'string', format: 'date' }] },
    next_sessions: {
      type: 'integer',
      description: 'What renewing buys: the course’s sessions today, else the pack’s when sold at a price, else the pricing model’s',
    },
    next_price: {
      type: 'integer',
      description: 'What renewing costs: the course’s fee today, else the pack’s price, else the class’s or the pricing model’s fee',
    },
    fee_unpaid: { type: 'boolean', description: 'The player has a fee still unpaid' },
    renewal_note: { type: ['string', 'null'] },
  },
  required: [
    'pack_id',
    'player_id',
    'player_name',
    'parent_name',
    'mobile',
    'branch_id',
    'class_name',
    'course_id',
    'course_name',
    'sessions',
    'left',
    'expiry_date',
    'next_sessions',
    'next_price',
    'fee_unpaid',
    'renewal_note',
  ],
  additionalProperties: false,
} as const;

export const renewalQueueSchema = { type: 'array', items: renewalRowSchema } as const;

/** Renewing names nothing but the pack: the next one is priced from the course or the pack. */
export const packRenewalSchema = { type: 'object', properties: {}, additionalProperties: false } as const;

export const notRenewingSchema = {
  type: 'object',
  properties: { renewal_note: { type: 'string', minLength: 2, maxLength: 255, description: 'Why the family is not renewing' } },
  required: ['renewal_note'],
  additionalProperties: false,
} as const;

export const renewedPackSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'The new pack' },
    player_id: { type: 'integer' },
    sessions: { type: 'integer' },
    price: { type: 'integer' },
    start_date: { type: 'string', format: 'date' },
    expiry_date: { anyOf: [{ type: 'null' }, { type: 'string', format: 'date' }] },
    revenue_id: { type: ['integer', 'null'], description: 'Its fee, unpaid until collected; none for a free pack' },
    number_of_units: { type: 'integer', description: "The player's sessions left, the new pack's included" },
  },
  required: ['id', 'player_id', 'sessions', 'price', 'start_date', 'expiry_date', 'revenue_id', 'number_of_units'],
  additionalProperties: false,
} as const;

export const packDecisionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    renewal: { enum: ['open', 'renewed', 'not_renewing'] },
    renewal_note: { type: ['string', 'null'] },
    next_pack_id: { type: ['integer', 'null'] },
  },
  required: ['id', 'renewal', 'renewal_note', 'next_pack_id'],
  additionalProperties: false,
} as const;

/** The parent's page of a pack (`GET /v1/api/public/renewals/{id}?token=`), and what renewing it there answers. */
export const renewalPageSchema = {
  type: 'object',
  properties: {
    pack_id: { type: 'integer' },
    academy_name: { type: 'string' },
    player_name: { type: 'string' },
    course_name: { type: ['string', 'null'] },
    left: { type: 'integer', description: "The pack's sessions left" },
    expiry_date: { anyOf: [{ type: 'null' }, { type: 'string', format: 'date' }] },
    state: { enum: ['open', 'renewed', 'not_renewing'], description: 'open: it may be renewed here' },
    next_sessions: { type: 'integer' },
    next_price: { type: 'integer' },
    fee_link: {
      type: ['string', 'null'],
      description: "Once renewed, the page to pay the renewal's fee (none when paid or no way to pay)",
    },
  },
  required: [
    'pack_id',
    'academy_name',
    'player_name',
    'course_name',
    'left',
    'expiry_date',
    'state',
    'next_sessions',
    'next_price',
    'fee_link',
  ],
  additionalProperties: false,
} as const;

export const renewalLinkQuerySchema = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['token'],
  additionalProperties: false,
} as const;

export type RenewalQuery = FromSchema<typeof renewalQuerySchema>;
export type RenewalPage = FromSchema<typeof renewalPageSchema>;
export type RenewalRow = FromSchema<typeof renewalRowSchema>;
export type RenewedPack = FromSchema<typeof renewedPackSchema>;
export type PackDecision = FromSchema<typeof packDecisionSchema>;
export type NotRenewing = FromSchema<typeof notRenewingSchema>;
