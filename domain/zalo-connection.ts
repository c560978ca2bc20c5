/**
 * The academy's Zalo Official Account as the settings page shows it
 * (server/modules/notifications/zalo/zalo-tokens.ts): whether it is connected (a refresh token
 * is kept), until when the access token runs, when it was last refreshed, and a refresh Zalo
 * refused, as a category of domain/delivery-reasons.ts, never in Zalo's own words.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { DELIVERY_FAILURES } from './delivery-reasons';

const moment = { anyOf: [{ type: 'null' }, { type: 'string', format: 'date-time' }] } as const;

export const zaloConnectionSchema = {
  type: 'object',
  properties: {
    connected: { type: 'boolean', description: 'A refresh token is kept for the Official Account' },
    access_expires_at: { ...moment, description: 'When the access token runs out; it is refreshed an hour before' },
    refreshed_at: moment,
    failure: { anyOf: [{ type: 'null' }, { enum: DELIVERY_FAILURES }], description: 'Why Zalo refused the last refresh' },
  },
  required: ['connected', 'access_expires_at', 'refreshed_at', 'failure'],
  additionalProperties: false,
} as const;
export type ZaloConnection = FromSchema<typeof zaloConnectionSchema>;

export const connectZaloSchema = {
  type: 'object',
  properties: {
    refresh_token: {
      type: 'string',
      minLength: 1,
      maxLength: 2000,
      description:
        "The Official Account's refresh token (Zalo for Developers → the app → Official Account → API Explorer); none: refresh with the kept one",
    },
  },
  additionalProperties: false,
} as const;
export type ConnectZalo = FromSchema<typeof connectZaloSchema>;

/** Under /v1/api: GET reads the connection; POST connects with a refresh token, or checks the kept one by refreshing now. */
export const ZALO_CONNECTION_PATH = 'admin/settings/zalo/connection';
