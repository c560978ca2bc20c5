/**
 * The ledger behind a player's "sessions left" (`session_changes`, schemas/session_changes.json):
 * why a balance moved, and the answer of `POST /v1/api/admin/session-adjustments`, a change by hand.
 */
import type { FromSchema } from 'json-schema-to-ts';

/**
 * Why sessions moved: the balance carried in when the ledger began or entered on a new player, the
 * sessions of an enrolment, a present mark (taken), an absence where the policy counts it, a mark
 * changed back (given back), a change by the office with its reason, a player brought back with no
 * sessions left, a make-up lesson attended, a make-up credit lapsed unused (its held session taken
 * where absences count), a move to another branch (the balance out of the old, into the new), the
 * sessions of a pack bought by renewal, a pack's sessions left lapsing at its end; and
 * what happened to the enrolment without moving the balance: a freeze set or lifted, a make-up
 * credit granted or cancelled, a move to another class of the branch.
 */
export const SESSION_REASONS = [
  'opening',
  'enrolment',
  'attended',
  'absent',
  'given_back',
  'adjusted',
  'reset',
  'frozen',
  'unfrozen',
  'makeup_granted',
  'makeup_used',
  'makeup_expired',
  'makeup_cancelled',
  'transferred',
  'renewed',
  'expired',
] as const;
export type SessionReason = (typeof SESSION_REASONS)[number];

/** Reasons recorded even when no session moves (0 units): events of the enrolment, not of its balance. */
export const EVENT_REASONS: ReadonlySet<SessionReason> = new Set([
  'frozen',
  'unfrozen',
  'makeup_granted',
  'makeup_expired',
  'makeup_cancelled',
  'transferred',
]);

/** The bounds of a player's sessions left (schemas/players.json `number_of_units`). */
export const SESSIONS_LEFT = { min: -99, max: 999 } as const;

export const sessionAdjustmentSchema = {
  type: 'object',
  properties: {
    player_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    units: { type: 'integer', minimum: -999, maximum: 999, not: { const: 0 }, description: 'Added (positive) or taken (negative)' },
    note: { type: 'string', minLength: 2, maxLength: 255, description: "Why: kept in the player's sessions ledger" },
  },
  required: ['player_id', 'units', 'note'],
  additionalProperties: false,
} as const;

export const playerSessionsSchema = {
  type: 'object',
  properties: {
    player_id: { type: 'integer' },
    number_of_units: { type: 'integer', description: "Sessions left: the sum of the player's ledger" },
  },
  required: ['player_id', 'number_of_units'],
  additionalProperties: false,
} as const;

export type SessionAdjustment = FromSchema<typeof sessionAdjustmentSchema>;
export type PlayerSessions = FromSchema<typeof playerSessionsSchema>;
