/**
 * Who a save told and who it could not: the parents a change queued messages for, by
 * channel, and the parents no message could reach, with why. The attendance save answers
 * it (server/modules/attendance/attendance-save.ts) and its screen says it after saving.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { NOT_REACHED } from './delivery-reasons';

export const CHANNELS = ['EMAIL', 'SMS', 'ZALO'] as const;
export type Channel = (typeof CHANNELS)[number];

const player = { player_id: { type: 'integer' }, player_name: { type: 'string' } } as const;

const toldParentSchema = {
  type: 'object',
  properties: {
    ...player,
    channels: {
      type: 'array',
      items: { enum: CHANNELS },
      description: 'The channels a message was queued on: e-mail and SMS both, or, while Zalo is on, the first that reaches the parent',
    },
  },
  required: ['player_id', 'player_name', 'channels'],
  additionalProperties: false,
} as const;

const untoldParentSchema = {
  type: 'object',
  properties: { ...player, reason: { enum: NOT_REACHED } },
  required: ['player_id', 'player_name', 'reason'],
  additionalProperties: false,
} as const;

/** Who a save told and who it could not, as a response schema (the route's serialiser and the API document). */
export const parentNoticesSchema = {
  type: 'object',
  properties: { told: { type: 'array', items: toldParentSchema }, not_told: { type: 'array', items: untoldParentSchema } },
  required: ['told', 'not_told'],
  additionalProperties: false,
} as const;

export type ToldParent = FromSchema<typeof toldParentSchema>;
export type UntoldParent = FromSchema<typeof untoldParentSchema>;
export type ParentNotices = FromSchema<typeof parentNoticesSchema>;

/** The notices of several changes as one: a parent told by any is told, on every channel any used. */
export function mergeNotices(...all: ParentNotices[]): ParentNotices {
  const told = new Map<number, ToldParent>();
  for (const t of all.flatMap((n) => n.told)) {
    const seen = told.get(t.player_id);
    told.set(t.player_id, seen ? { ...seen, channels: [...new Set([...seen.channels, ...t.channels])].sort() } : t);
  }
  const untold = new Map<number, UntoldParent>();
  for (const u of all.flatMap((n) => n.not_told)) if (!told.has(u.player_id) && !untold.has(u.player_id)) untold.set(u.player_id, u);
  return { told: [...told.values()], not_told: [...untold.values()] };
}
