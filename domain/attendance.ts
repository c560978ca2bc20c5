/**
 * A class's attendance as the API answers it (server/modules/attendance makes it, the
 * attendance pages draw it): one day's list (`GET /admin/attendances/player|teacher`),
 * the day as a save left it, the month grid (`GET /admin/attendances[/teacher-view]`)
 * and one person's check-ins (`GET /players|managers/{id}/attendances`).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { checkInSchema } from './check-in';
import { parentNoticesSchema } from './parent-notices';

const nullableString = { type: ['string', 'null'] } as const;
const count = { type: 'integer', minimum: 0 } as const;
const day = { type: 'string', format: 'date' } as const;

/** A person on a class's list; players add sessions left and whether they are a guest there. */
const personProperties = {
  id: { type: 'integer' },
  player_id: { type: 'integer' },
  manager_id: { type: 'integer' },
  name: { type: 'string' },
  avatar: nullableString,
  date_of_birth: nullableString,
  mobile: nullableString,
  number_of_units: { type: 'number', description: 'Players: sessions left' },
  guest: { type: 'boolean', description: 'Players: on the list through a place in the class beyond their own' },
  frozen: { type: 'boolean', description: 'Players: frozen (bảo lưu) that day, listed only for a check-in there' },
  makeup: { type: 'boolean', description: 'Players: on the list for a make-up lesson booked there' },
} as const;

export const classSummarySchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, branch_id: { type: 'integer' }, branch_name: nullableString },
  required: ['id', 'name', 'branch_id', 'branch_name'],
  additionalProperties: false,
} as const;

export const timeOffSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, status: { type: 'integer' }, reason: nullableString },
  required: ['id', 'status', 'reason'],
  additionalProperties: false,
} as const;

export const dayRowSchema = {
  type: 'object',
  properties: {
    ...personProperties,
    check_in: checkInSchema,
    units: { type: 'integer' },
    note: nullableString,
    time_off: { anyOf: [{ type: 'null' }, timeOffSchema], description: "Players: the day's leave request" },
    fee_unpaid: { type: 'boolean', description: 'Players: a fee of theirs is unpaid (new, pending or failed)' },
    low_balance: {
      type: 'boolean',
      description: "Players: sessions left at or below the academy's threshold for telling the parent, or none left",
    },
  },
  required: ['id', 'name', 'avatar', 'date_of_birth', 'mobile', 'check_in', 'units', 'note'],
  additionalProperties: false,
} as const;

const dayProperties = {
  class: classSummarySchema,
  date: day,
  lesson_day: { type: 'boolean' },
  max_units: { type: 'integer' },
  locked: { anyOf: [{ type: 'null' }, { enum: ['futureDay', 'tooOld'] }], description: 'Why the day may not be marked' },
  locked_message: { type: 'string' },
  counts: {
    type: 'object',
    properties: { present: count, absent: count, none: count },
    required: ['present', 'absent', 'none'],
    additionalProperties: false,
  },
  content: { type: 'array', items: dayRowSchema },
} as const;
const dayRequired = ['class', 'date', 'lesson_day', 'max_units', 'locked', 'counts', 'content'] as const;

export const dayRosterSchema = {
  type: 'object',
  properties: dayProperties,
  required: dayRequired,
  additionalProperties: false,
} as const;

/** A save's answer: the day as saved, and for players which parents will be told and which cannot be (null for teachers). */
export const savedDaySchema = {
  type: 'object',
  properties: { ...dayProperties, parent_notices: { anyOf: [{ type: 'null' }, parentNoticesSchema] } },
  required: [...dayRequired, 'parent_notices'],
  additionalProperties: false,
} as const;

export const gridCellSchema = {
  type: 'object',
  properties: { check_in: checkInSchema, units: { type: 'integer' } },
  required: ['check_in', 'units'],
  additionalProperties: false,
} as const;

export const monthGridSchema = {
  type: 'object',
  properties: {
    class: classSummarySchema,
    month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
    max_units: { type: 'integer' },
    days: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          date: day,
          lesson: { type: 'boolean', description: "One of the class's lesson days (otherwise a day with check-ins)" },
          editable: { type: 'boolean' },
          present: count,
          absent: count,
        },
        required: ['date', 'lesson', 'editable', 'present', 'absent'],
        additionalProperties: false,
      },
    },
    content: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          ...personProperties,
          cells: { type: 'object', additionalProperties: gridCellSchema, description: 'Marks by day (YYYY-MM-DD)' },
          present: count,
          absent: count,
        },
        required: ['id', 'name', 'avatar', 'date_of_birth', 'mobile', 'cells', 'present', 'absent'],
        additionalProperties: false,
      },
    },
    present: count,
    absent: count,
  },
  required: ['class', 'month', 'max_units', 'days', 'content', 'present', 'absent'],
  additionalProperties: false,
} as const;

export const personCheckInSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at_date: day,
    check_in: checkInSchema,
    units: { type: 'integer' },
    note: nullableString,
    class_id: { type: ['integer', 'null'] },
    class_name: nullableString,
    branch_id: { type: ['integer', 'null'] },
    branch_name: nullableString,
  },
  required: ['id', 'at_date', 'check_in', 'units', 'note', 'class_id', 'class_name', 'branch_id', 'branch_name'],
  additionalProperties: false,
} as const;

/** A person's history: a range of days (both ends optional), paged. */
export const historyQuerySchema = {
  type: 'object',
  properties: {
    fromDate: day,
    toDate: day,
    page: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    size: { type: 'integer', minimum: 1, maximum: 100 },
  },
  additionalProperties: false,
} as const;

export const personHistorySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer' },
    size: { type: 'integer' },
    total_elements: count,
    total_pages: count,
    present: count,
    absent: count,
    units_present: { type: 'integer', minimum: 0, description: 'Sessions taken by the present check-ins (one may count several)' },
    content: { type: 'array', items: personCheckInSchema },
  },
  required: ['page', 'size', 'total_elements', 'total_pages', 'present', 'absent', 'units_present', 'content'],
  additionalProperties: false,
} as const;

export type ClassSummary = FromSchema<typeof classSummarySchema>;
export type TimeOff = FromSchema<typeof timeOffSchema>;
export type DayRow = FromSchema<typeof dayRowSchema>;
export type DayRoster = FromSchema<typeof dayRosterSchema>;
export type SavedDay = FromSchema<typeof savedDaySchema>;
export type GridCell = FromSchema<typeof gridCellSchema>;
export type MonthGrid = FromSchema<typeof monthGridSchema>;
export type MonthRow = MonthGrid['content'][number];
export type MonthDay = MonthGrid['days'][number];
export type PersonCheckIn = FromSchema<typeof personCheckInSchema>;
export type PersonHistory = FromSchema<typeof personHistorySchema>;
