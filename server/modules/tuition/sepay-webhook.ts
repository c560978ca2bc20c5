/**
 * SePay's webhook (developer.sepay.vn, "SePay Webhooks": payload, API Key authentication):
 * one POST per transaction on the academy's linked account, with `Authorization: Apikey <key>`,
 * the key the admin chose in SePay and typed into settings → bank transfers. SePay counts a
 * 200 or 201 answering `{"success": true}` as delivered and retries anything else, so a call
 * refused here (wrong key, transfers off) is retried until it is set right.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FromSchema } from 'json-schema-to-ts';
import type { AcademySettings } from '../../../schemas/settings';
import type { ReportedTransfer } from './bank-transfer-booking';

const text = { type: 'string', maxLength: 1000 } as const;
const optionalText = { type: ['string', 'null'], maxLength: 1000 } as const;

/** The payload as SePay documents it; it may add fields, which are kept out of the way. */
export const sepayPayloadSchema = {
  type: 'object',
  properties: {
    id: {
      anyOf: [
        { type: 'integer', minimum: 1 },
        { type: 'string', minLength: 1, maxLength: 100 },
      ],
      description: "SePay's transaction id: the same transfer, however often it is sent",
    },
    gateway: { ...optionalText, description: "The bank's brand name" },
    transactionDate: {
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
      description: 'Vietnam time, YYYY-MM-DD HH:mm:ss',
    },
    accountNumber: optionalText,
    subAccount: optionalText,
    code: { ...optionalText, description: 'The payment code SePay recognised, if any' },
    content: { ...text, description: "The transfer's message" },
    transferType: { enum: ['in', 'out'] },
    description: optionalText,
    transferAmount: { type: 'integer', minimum: 0, maximum: 999_999_999_999 },
    accumulated: { type: ['integer', 'null'] },
    referenceCode: optionalText,
  },
  required: ['id', 'transactionDate', 'content', 'transferType', 'transferAmount'],
} as const;
export type SepayPayload = FromSchema<typeof sepayPayloadSchema>;

export const sepayAnswerSchema = {
  type: 'object',
  properties: { success: { const: true } },
  required: ['success'],
  additionalProperties: false,
} as const;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `authorization` is `Apikey <the academy's key>`, compared in constant time. */
export function sepayKeyMatches(settings: AcademySettings['bank_transfer_settings'], authorization: string | undefined): boolean {
  const key = settings.webhook_api_key;
  if (!key || !authorization) return false;
  const [scheme, ...rest] = authorization.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'apikey' || rest.length !== 1) return false;
  return timingSafeEqual(digest(rest[0]), digest(key));
}

/** SePay's times are Vietnam's wall clock (UTC+7, no daylight saving), YYYY-MM-DD HH:mm:ss: the instant of one, */
export const sepayInstant = (date: string) => new Date(`${date.replace(' ', 'T')}+07:00`);
/** and one of an instant. */
export const sepayTime = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** An incoming transfer as the booking takes it; null for money going out, which pays no fee. */
export function sepayTransfer(payload: SepayPayload): ReportedTransfer | null {
  if (payload.transferType !== 'in' || payload.transferAmount <= 0) return null;
  // SePay's content is the bank's statement line; its recognised code is kept beside it in case the bank cut the line.
  const content = [payload.content, payload.code].filter(Boolean).join(' ');
  return {
    provider: 'SEPAY',
    providerId: String(payload.id),
    bank: payload.gateway ?? null,
    accountNumber: payload.accountNumber ?? null,
    amount: payload.transferAmount,
    content,
    referenceCode: payload.referenceCode ?? null,
    transferredAt: sepayInstant(payload.transactionDate),
  };
}
