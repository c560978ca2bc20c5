/**
 * Who a save told and who it could not: the parents a change queued messages for, by
 * channel, and the parents no message could reach, with why. The attendance save answers
 * it (server/modules/attendance/attendance-save.ts) and its screen says it after saving.
 */
import { NOT_REACHED, type NotReached } from './delivery-reasons';

export type Channel = 'EMAIL' | 'SMS';

export interface ToldParent {
  player_id: number;
  player_name: string;
  /** The channels a message was queued on: one or both. */
  channels: Channel[];
}

export interface UntoldParent {
  player_id: number;
  player_name: string;
  reason: NotReached;
}

export interface ParentNotices {
  told: ToldParent[];
  not_told: UntoldParent[];
}

const player = { player_id: { type: 'integer' }, player_name: { type: 'string' } } as const;

/** ParentNotices as a response schema (the route's serialiser and the API document). */
export const parentNoticesSchema = {
  type: 'object',
  properties: {
    told: {
      type: 'array',
      items: {
        type: 'object',
        properties: { ...player, channels: { type: 'array', items: { enum: ['EMAIL', 'SMS'] } } },
        required: ['player_id', 'player_name', 'channels'],
      },
    },
    not_told: {
      type: 'array',
      items: {
        type: 'object',
        properties: { ...player, reason: { enum: NOT_REACHED } },
        required: ['player_id', 'player_name', 'reason'],
      },
    },
  },
  required: ['told', 'not_told'],
} as const;

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
