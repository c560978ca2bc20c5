/**
 * The timetable as `GET /[admin/]schedules` answers it: server/modules/schedules makes it
 * (lessons and events on their days, the clashes among lessons, the schedule pause),
 * the schedules page and the attendance page's class of the day read it.
 */
import type { FromSchema } from 'json-schema-to-ts';

const nullableString = { type: ['string', 'null'] } as const;
const time = { type: 'string', pattern: '^\\d{2}:\\d{2}$' } as const;

export const namedSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id', 'name'],
  additionalProperties: false,
} as const;

export const occurrenceSchema = {
  type: 'object',
  properties: {
    kind: { enum: ['class', 'event'] },
    id: { type: 'integer' },
    name: { type: 'string' },
    branch: namedSchema,
    date: { type: 'string', format: 'date' },
    start_time: time,
    end_time: time,
    teachers: { type: 'array', items: namedSchema },
    location: { ...nullableString, description: 'Events only: where it happens' },
    programme: {
      type: 'array',
      description: "Events only: the day's programme; none = the whole day",
      items: {
        type: 'object',
        properties: { at_time: { type: 'string' }, content: { type: 'string' } },
        required: ['at_time', 'content'],
        additionalProperties: false,
      },
    },
    all_day: { type: 'boolean', description: 'Events only' },
  },
  required: ['kind', 'id', 'name', 'branch', 'date', 'start_time', 'end_time', 'teachers'],
  additionalProperties: false,
} as const;

export const conflictSchema = {
  type: 'object',
  properties: {
    type: { enum: ['teacher', 'class'] },
    date: { type: 'string', format: 'date' },
    teacher: { anyOf: [{ type: 'null' }, namedSchema], description: 'The teacher booked twice (type teacher)' },
    occurrences: { type: 'array', items: occurrenceSchema, minItems: 2, maxItems: 2 },
    reason: { type: 'string', description: "Why the two clash, in the reader's language" },
  },
  required: ['type', 'date', 'teacher', 'occurrences', 'reason'],
  additionalProperties: false,
} as const;

/** The schedule pause the office may announce (settings' schedule pause), as the timetables answer it. */
export const schedulePauseSchema = {
  type: 'object',
  description: 'The schedule pause the office may announce',
  properties: { is_enable: { type: 'boolean' }, message: { type: 'string' } },
  required: ['is_enable', 'message'],
  additionalProperties: false,
} as const;

export const timetableSchema = {
  type: 'object',
  properties: {
    items: { type: 'array', items: occurrenceSchema },
    conflicts: { type: 'array', items: conflictSchema },
    paused: schedulePauseSchema,
  },
  required: ['items', 'conflicts', 'paused'],
  additionalProperties: false,
} as const;

export type Named = FromSchema<typeof namedSchema>;
export type Occurrence = FromSchema<typeof occurrenceSchema>;
export type Conflict = FromSchema<typeof conflictSchema>;
export type Timetable = FromSchema<typeof timetableSchema>;
