/**
 * Make-up credits (`makeup_credits`, schemas/makeup_credits.json) as their actions speak:
 * `POST /v1/api/admin/makeup-credits/{id}/booking` books one into a lesson,
 * `PUT …/{id}/release` gives the place back; both answer the credit.
 */
import type { FromSchema } from 'json-schema-to-ts';

export const MAKEUP_STATUSES = ['open', 'booked', 'used', 'expired', 'cancelled'] as const;
export type MakeupStatus = (typeof MAKEUP_STATUSES)[number];

export const makeupBookingSchema = {
  type: 'object',
  properties: {
    class_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'A class of the same course as the lesson missed' },
    at_date: { type: 'string', format: 'date', description: 'One of its lesson days, from today to the credit’s last day' },
  },
  required: ['class_id', 'at_date'],
  additionalProperties: false,
} as const;

/** A release names nothing but the credit. */
export const makeupReleaseSchema = { type: 'object', properties: {}, additionalProperties: false } as const;

export const makeupCreditSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    player_id: { type: 'integer' },
    class_id: { type: 'integer' },
    missed_date: { type: 'string', format: 'date' },
    status: { enum: MAKEUP_STATUSES },
    expires_on: { type: 'string', format: 'date' },
    booked_class_id: { type: ['integer', 'null'] },
    booked_date: { anyOf: [{ type: 'null' }, { type: 'string', format: 'date' }] },
  },
  required: ['id', 'player_id', 'class_id', 'missed_date', 'status', 'expires_on', 'booked_class_id', 'booked_date'],
  additionalProperties: false,
} as const;

export type MakeupBooking = FromSchema<typeof makeupBookingSchema>;
export type MakeupCredit = FromSchema<typeof makeupCreditSchema>;

/** A lesson a credit can be booked into: a class of the course missed, a lesson day, its time and the places left (null: no limit). */
export const makeupPlaceSchema = {
  type: 'object',
  properties: {
    class: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] },
    branch: {
      anyOf: [
        { type: 'null' },
        { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] },
      ],
    },
    at_date: { type: 'string', format: 'date' },
    start_time: { type: 'string' },
    places_left: { type: ['integer', 'null'] },
  },
  required: ['class', 'branch', 'at_date', 'start_time', 'places_left'],
  additionalProperties: false,
} as const;
export const makeupPlacesSchema = { type: 'array', items: makeupPlaceSchema } as const;
export type MakeupPlace = FromSchema<typeof makeupPlaceSchema>;
