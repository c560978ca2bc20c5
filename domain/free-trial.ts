/**
 * What a visitor without an account reads (spec §6 public variants): the academy's
 * public settings, its open branches with the weekly slots their classes run (the
 * free-trial form offers them), and the registration the form makes.
 * server/modules/public answers with these schemas; the registration page and the
 * footer read their types.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { APP_LANGUAGES } from './profile';

const timeSlotSchema = {
  type: 'object',
  properties: {
    day_of_week: { type: 'string', description: '"1" (Monday) to "7" (Sunday)' },
    start_time: { type: 'string', description: 'HH:mm' },
    end_time: { type: 'string', description: 'HH:mm' },
  },
  required: ['day_of_week', 'start_time', 'end_time'],
  additionalProperties: false,
} as const;

/** An open branch with the distinct weekly slots of its active classes, by day then hour. */
export const publicBranchSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    address: { type: ['string', 'null'] },
    schedules: { type: 'array', items: timeSlotSchema },
  },
  required: ['id', 'name', 'address', 'schedules'],
  additionalProperties: false,
} as const;

export const publicBranchesSchema = { type: 'array', items: publicBranchSchema } as const;

export const publicSettingsSchema = {
  type: 'object',
  properties: {
    academy: {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, time_zone: { type: 'string' } },
      required: ['id', 'name', 'time_zone'],
      additionalProperties: false,
    },
    common_settings: {
      type: 'object',
      properties: { app_language: { enum: APP_LANGUAGES }, web_app_version: { type: 'string' } },
      required: ['app_language', 'web_app_version'],
      additionalProperties: false,
    },
    trial_settings: {
      type: 'object',
      properties: { is_enable: { type: 'boolean', description: 'Whether the academy takes free-trial registrations' } },
      required: ['is_enable'],
      additionalProperties: false,
    },
    payment_gateways: {
      type: 'array',
      items: { type: 'string' },
      description: 'The gateways really set up and on, e.g. `["VNPAY"]`',
    },
  },
  required: ['academy', 'common_settings', 'trial_settings', 'payment_gateways'],
  additionalProperties: false,
} as const;

/** The registration as stored: its status is always "new" (1). */
export const registeredPracticeSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    branch_id: { type: 'integer' },
    schedules: { type: 'array', items: timeSlotSchema },
    registration_status: { const: 1 },
    create_date: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'name', 'branch_id', 'schedules', 'registration_status', 'create_date'],
  additionalProperties: false,
} as const;

export type PublicBranch = FromSchema<typeof publicBranchSchema>;
export type PublicSettings = FromSchema<typeof publicSettingsSchema>;
export type RegisteredPractice = FromSchema<typeof registeredPracticeSchema>;
