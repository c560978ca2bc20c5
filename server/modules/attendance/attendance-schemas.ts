/**
 * The answers of a day's attendance (attendance-day.ts) as response schemas: the day read,
 * and the day saved, which adds who the save told (domain/parent-notices.ts).
 */
import { parentNoticesSchema } from '../../../domain/parent-notices';

const nullableString = { type: ['string', 'null'] } as const;
const count = { type: 'integer', minimum: 0 } as const;

const dayRow = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    player_id: { type: 'integer' },
    manager_id: { type: 'integer' },
    name: { type: 'string' },
    avatar: nullableString,
    date_of_birth: nullableString,
    mobile: nullableString,
    number_of_units: { type: 'number' },
    guest: { type: 'boolean' },
    check_in: { type: 'integer' },
    units: { type: 'integer' },
    note: nullableString,
    time_off: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: { id: { type: 'integer' }, status: { type: 'integer' }, reason: nullableString },
          required: ['id', 'status', 'reason'],
        },
      ],
    },
  },
  required: ['id', 'name', 'check_in', 'units', 'note'],
} as const;

export const dayRosterSchema = {
  type: 'object',
  properties: {
    class: {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, branch_id: { type: 'integer' }, branch_name: nullableString },
      required: ['id', 'name', 'branch_id', 'branch_name'],
    },
    date: { type: 'string', format: 'date' },
    lesson_day: { type: 'boolean' },
    max_units: { type: 'integer' },
    locked: nullableString,
    locked_message: { type: 'string' },
    counts: { type: 'object', properties: { present: count, absent: count, none: count }, required: ['present', 'absent', 'none'] },
    content: { type: 'array', items: dayRow },
  },
  required: ['class', 'date', 'lesson_day', 'max_units', 'locked', 'counts', 'content'],
} as const;

/** A save's answer: the day as saved, and for players which parents will be told and which cannot be (null for teachers). */
export const savedDaySchema = {
  ...dayRosterSchema,
  properties: { ...dayRosterSchema.properties, parent_notices: { anyOf: [{ type: 'null' }, parentNoticesSchema] } },
  required: [...dayRosterSchema.required, 'parent_notices'],
} as const;
