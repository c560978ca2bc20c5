/**
 * A parent's sign-in by phone (`/v1/api/parent/sign-in/code`, then the token endpoint's
 * `phone_code` grant): the code's rules and the bodies, shared by the server and the parents'
 * app. A parent is the phone number on their children's records.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** A code: six digits, valid five minutes, used once, dead after five wrong tries. */
export const SIGN_IN_CODE = { digits: 6, minutes: 5, tries: 5 } as const;
/** Codes one phone may ask for in a window, whatever the address: a parent may ask again twice, no more. */
export const CODES_PER_PHONE = { count: 3, minutes: 15 } as const;
/** Codes one address may ask for in a window, over every phone. */
export const CODES_PER_ADDRESS = { count: 10, minutes: 10 } as const;

/** What a Zalo template, an SMS or an e-mail carrying a code may fill in. */
export const SIGN_IN_CODE_FIELDS = ['code', 'minutes', 'academy_name'];

const phone = {
  type: 'string',
  minLength: 9,
  maxLength: 20,
  description: 'The mobile on the children\'s records, however written ("0912 345 678", "+84 912…")',
} as const;

export const signInCodeBodySchema = {
  type: 'object',
  properties: { phone },
  required: ['phone'],
  additionalProperties: false,
} as const;
export type SignInCodeBody = FromSchema<typeof signInCodeBodySchema>;

/** The same answer whether or not the phone is on a child's record. */
export const signInCodeSentSchema = {
  type: 'object',
  properties: {
    phone: { type: 'string', description: 'The phone as the academy keeps it' },
    expires_in: { type: 'integer', description: 'Seconds a code stays valid' },
  },
  required: ['phone', 'expires_in'],
  additionalProperties: false,
} as const;
export type SignInCodeSent = FromSchema<typeof signInCodeSentSchema>;
