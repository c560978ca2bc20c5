/** A month's timekeeping as `GET /admin/managers/attendances-statistic` answers it: sessions per teacher, from their check-ins. */
import type { FromSchema } from 'json-schema-to-ts';
import { checkInSchema } from './check-in';

const named = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id', 'name'],
  additionalProperties: false,
} as const;
const count = { type: 'number', minimum: 0 } as const;

export const teacherDaySchema = {
  type: 'object',
  properties: {
    date: { type: 'string', format: 'date' },
    sessions: count,
    absences: count,
    classes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          check_in: checkInSchema,
          units: { type: 'integer' },
          note: { type: ['string', 'null'] },
        },
        required: ['id', 'name', 'check_in', 'units', 'note'],
        additionalProperties: false,
      },
    },
  },
  required: ['date', 'sessions', 'absences', 'classes'],
  additionalProperties: false,
} as const;

export const teacherMonthSchema = {
  type: 'object',
  properties: {
    manager: named,
    branch: { anyOf: [{ type: 'null' }, named] },
    salary_type: { type: ['string', 'null'] },
    auditing_status: { type: 'integer' },
    sessions: count,
    days_taught: { type: 'integer', minimum: 0, description: 'Days with at least one session taught' },
    absences: count,
    days: { type: 'array', items: teacherDaySchema },
  },
  required: ['manager', 'branch', 'salary_type', 'auditing_status', 'sessions', 'days_taught', 'absences', 'days'],
  additionalProperties: false,
} as const;

export const timekeepingSchema = {
  type: 'object',
  properties: {
    month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
    items: { type: 'array', items: teacherMonthSchema },
    sessions: { ...count, description: "Every teacher's sessions of the month" },
  },
  required: ['month', 'items', 'sessions'],
  additionalProperties: false,
} as const;

export type TeacherDay = FromSchema<typeof teacherDaySchema>;
export type TeacherMonth = FromSchema<typeof teacherMonthSchema>;
export type Timekeeping = FromSchema<typeof timekeepingSchema>;
