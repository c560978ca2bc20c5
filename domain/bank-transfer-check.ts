/**
 * The look at the academy's bank-transfer provider for the transfers its webhook missed
 * (server/modules/tuition/bank-transfer-checks.ts): when it last ran, whether the provider
 * answered (its refusal as a category of domain/delivery-reasons.ts, never in its own words),
 * how many incoming transfers the provider listed for the last two days and how many of them
 * the look booked, the webhook having missed them.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { DELIVERY_FAILURES } from './delivery-reasons';

export const bankTransferCheckSchema = {
  type: 'object',
  properties: {
    checked_at: { type: 'string', format: 'date-time' },
    failure: { anyOf: [{ type: 'null' }, { enum: DELIVERY_FAILURES }] },
    listed: { type: 'integer', minimum: 0 },
    booked: { type: 'integer', minimum: 0 },
  },
  required: ['checked_at', 'failure', 'listed', 'booked'],
  additionalProperties: false,
} as const;
export type BankTransferCheck = FromSchema<typeof bankTransferCheckSchema>;

/** The last look, or none yet. */
export const lastBankTransferCheckSchema = {
  type: 'object',
  properties: { last: { anyOf: [{ type: 'null' }, bankTransferCheckSchema] } },
  required: ['last'],
  additionalProperties: false,
} as const;
export type LastBankTransferCheck = FromSchema<typeof lastBankTransferCheckSchema>;

/** Under /v1/api: GET reads the last look, POST looks now. */
export const BANK_TRANSFER_CHECK_PATH = 'admin/bank-transfers/check';
