/**
 * The academy as the admin app reads it (`GET /v1/api/admin/academies/my-academy`):
 * its details and bank account (settings → general, also the answer of
 * `PUT /v1/api/admin/academies/{id}` and of the logo upload) and its package.
 * core/academy-service and server/modules/settings make them; the app's shell and
 * the general settings page read them.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { FEATURES } from '../resources.config';

const maybeText = { type: ['string', 'null'] } as const;

const detailsProperties = {
  name: { type: 'string' },
  director: maybeText,
  size: { type: ['integer', 'null'] },
  industry_type: { type: ['integer', 'null'], description: 'Spec §3 industry type, 1 (football) to 10 (other)' },
  city: maybeText,
  address: maybeText,
  time_zone: { type: 'string', description: "Its IANA time zone: the wall clock of the academy's today" },
  primary_contact: maybeText,
  account_name: maybeText,
  account_number: maybeText,
  bank_name: maybeText,
  logo: { ...maybeText, description: 'Address of the uploaded logo' },
  qr_code: { ...maybeText, description: 'Address of the uploaded bank QR code' },
} as const;

/** The details and bank account (settings → general). */
export const academyDetailsSchema = {
  type: 'object',
  properties: detailsProperties,
  required: [
    'name',
    'director',
    'size',
    'industry_type',
    'city',
    'address',
    'time_zone',
    'primary_contact',
    'account_name',
    'account_number',
    'bank_name',
    'logo',
    'qr_code',
  ],
  additionalProperties: false,
} as const;

export const myAcademySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    domain: maybeText,
    expired_on: { type: ['string', 'null'], format: 'date-time' },
    ...detailsProperties,
    package: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        code: { type: 'string' },
        name: { type: 'string', description: "In the reader's language" },
        is_trial: { type: 'boolean' },
        limit_players: { type: ['integer', 'null'] },
        features: { type: 'array', items: { enum: FEATURES } },
      },
      required: ['id', 'code', 'name', 'is_trial', 'limit_players', 'features'],
      additionalProperties: false,
    },
  },
  required: ['id', 'code', 'domain', 'expired_on', ...academyDetailsSchema.required, 'package'],
  additionalProperties: false,
} as const;

export type AcademyDetails = FromSchema<typeof academyDetailsSchema>;
export type MyAcademy = FromSchema<typeof myAcademySchema>;
