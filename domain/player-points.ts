/**
 * A player's points as `GET /v1/api/users/{id}/points` answers them: the balance,
 * the member level and card, and the latest changes with why each was made
 * (server/modules/loyalty makes it, the player's page shows it). Also the answer
 * of `POST /v1/api/admin/points`, a change by hand.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** Why points moved: spec §3 point actions (attendance, birthday, buying products, referrals), a reward redeemed, a change by hand. */
export const POINT_REASONS = ['attendance', 'birthday', 'order', 'referral', 'redeem', 'grant'] as const;
export type PointReason = (typeof POINT_REASONS)[number];

/** The changes one answer lists, newest first. */
export const POINT_HISTORY_SIZE = 50;

const named = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id', 'name'],
  additionalProperties: false,
} as const;

export const pointChangeSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    points: { type: 'integer', description: 'Added (positive) or taken away (negative)' },
    reason: { enum: POINT_REASONS },
    note: { type: ['string', 'null'] },
    by: { anyOf: [named, { type: 'null' }], description: 'Who made a change by hand' },
    create_date: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'points', 'reason', 'note', 'by', 'create_date'],
  additionalProperties: false,
} as const;

export const playerPointsSchema = {
  type: 'object',
  properties: {
    player_id: { type: 'integer' },
    name: { type: 'string' },
    points: { type: 'integer', minimum: 0 },
    level: { type: 'integer' },
    member_card_active: { type: 'boolean' },
    history: { type: 'array', items: pointChangeSchema, maxItems: POINT_HISTORY_SIZE },
    earlier_points: {
      type: 'integer',
      description: 'The balance before the changes listed: points from before the history began, or from older changes',
    },
  },
  required: ['player_id', 'name', 'points', 'level', 'member_card_active', 'history', 'earlier_points'],
  additionalProperties: false,
} as const;

export type PointChange = FromSchema<typeof pointChangeSchema>;
export type PlayerPoints = FromSchema<typeof playerPointsSchema>;
