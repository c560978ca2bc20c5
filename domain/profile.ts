/**
 * Who is signed in, as `GET /v1/api/users/my-profile` answers it: their account, the
 * branches they work in and the one selected, the academy and its package features
 * (server/modules/auth makes it; the app reads it once per session). Also the
 * signed-in user's referral code.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { FEATURES, ROLES } from '../resources.config';

export const APP_LANGUAGES = ['vi', 'en'] as const;

const named = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id', 'name'],
  additionalProperties: false,
} as const;

export const profileSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    user_name: { type: 'string' },
    user_type: { enum: ROLES },
    avatar: { type: ['string', 'null'] },
    app_language: { enum: APP_LANGUAGES, description: "The user's own language of the app" },
    mobile: { type: ['string', 'null'] },
    branch: { anyOf: [named, { type: 'null' }], description: 'The branch selected (`branchIds` header naming one), or null' },
    branches: { type: 'array', items: named, description: 'The active branches the user works in (all of them for a user bound to none)' },
    academy: {
      type: 'object',
      properties: { id: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } },
      required: ['id', 'code', 'name'],
      additionalProperties: false,
    },
    features: { type: 'array', items: { enum: FEATURES }, description: "The academy package's features" },
  },
  required: ['id', 'name', 'user_name', 'user_type', 'avatar', 'app_language', 'mobile', 'branch', 'branches', 'academy', 'features'],
  additionalProperties: false,
} as const;

export const referralCodeSchema = {
  type: 'object',
  properties: { referral_code: { type: 'string', description: 'Made on first asking and kept' } },
  required: ['referral_code'],
  additionalProperties: false,
} as const;

export type Profile = FromSchema<typeof profileSchema>;
export type NamedRef = FromSchema<typeof named>;
export type ReferralCode = FromSchema<typeof referralCodeSchema>;
