/**
 * Bank transfers: the provider's webhook for the academy of the Host (SePay), the look at the
 * provider's list for what the webhook missed, and the admin's reconciliation of what could
 * not be matched (assign to a fee, or set aside), gated like the list.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../core/errors';
import { emptyWhenAbsent, NO_BODY } from '../../core/hooks/validators';
import { auditNote } from '../../core/hooks/audit-trail';
import { translatorOf } from '../../core/i18n';
import { answers, rawAnswers } from '../../core/openapi/responses';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { readSettingsOf } from '../settings/settings-service';
import { BANK_TRANSFER_CHECK_PATH, bankTransferCheckSchema, lastBankTransferCheckSchema } from '../../../domain/bank-transfer-check';
import { bookTransfer } from './bank-transfer-booking';
import { checkAcademyTransfers, lastCheck } from './bank-transfer-checks';
import { assignTransfer, setTransferAside } from './bank-transfer-reconciliation';
import { sepayAnswerSchema, sepayKeyMatches, sepayPayloadSchema, sepayTransfer, type SepayPayload } from './sepay-webhook';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;
const assignBody = {
  type: 'object',
  properties: { revenue_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'The unpaid fee the transfer pays' } },
  required: ['revenue_id'],
  additionalProperties: false,
} as const;
const asideBody = {
  type: 'object',
  properties: { note: { type: 'string', minLength: 1, maxLength: 500, description: 'Why: refunded, not a fee…' } },
  required: ['note'],
  additionalProperties: false,
} as const;
const sepayHeaders = {
  type: 'object',
  properties: {
    authorization: { type: 'string', maxLength: 500, description: '`Apikey <the webhook API key of settings → bank transfers>`' },
  },
} as const;

export function bankTransferRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const transfers = app.models.get('bank_transfers');
  const revenues = app.models.get('revenues');
  if (!transfers || !revenues) return;
  const gate = { gate: { roles: transfers.config.roles, features: transfers.config.features } };

  app.post(
    '/public/bank-transfers/sepay',
    {
      // The provider's own calls must never be dropped; a forged one costs a key comparison.
      config: { public: true, rateLimit: false },
      schema: {
        summary: "SePay's webhook: a transaction on the academy's account",
        description:
          "Server to server, authenticated by `Authorization: Apikey <key>`. An incoming transfer is booked once per SePay id: with one fee's transfer code in its message and that fee's amount it pays the fee (bank transfer) and tells the parent; otherwise it waits in the reconciliation queue. Money going out is acknowledged and not booked. 401 `BAD_WEBHOOK_KEY` for a missing or wrong key, 403 `BANK_TRANSFERS_OFF` while the academy's matching is off (SePay retries both).",
        headers: sepayHeaders,
        body: sepayPayloadSchema,
        response: rawAnswers(sepayAnswerSchema),
      },
    },
    async (request) => {
      const t = translatorOf(request);
      const academy = request.academy!;
      const { bank_transfer_settings: settings, common_settings } = await readSettingsOf(app.db, academy.id);
      if (!sepayKeyMatches(settings, request.headers.authorization)) throw new ApiError(401, 'BAD_WEBHOOK_KEY', t('bankTransfers.badKey'));
      if (!settings.is_enable || settings.provider !== 'SEPAY') throw new ApiError(403, 'BANK_TRANSFERS_OFF', t('bankTransfers.off'));
      const transfer = sepayTransfer(request.body as SepayPayload);
      if (transfer) {
        const { paid } = await bookTransfer(app.db, academy, common_settings.app_language, revenues, transfer, 'WEBHOOK');
        if (paid) Object.assign(auditNote(request), { action: 'UPDATE', resource: 'revenues', recordId: paid, userName: 'SePay' });
      }
      return { success: true as const };
    },
  );

  app.post(
    `/${transfers.config.api.item}/:id/assign`,
    {
      config: gate,
      schema: {
        summary: 'Assign a waiting transfer to an unpaid fee',
        description:
          'Pays the fee with the transfer, as a matched transfer does. More than the fee: what is over is booked as a paid revenue of its own beside it. Less: the fee is split into the part paid and the rest still to pay. 409 `TRANSFER_SETTLED` for a transfer no longer waiting, 409 `ALREADY_PAID` for a paid fee, 422 for a fee that is not there.',
        params: idParams,
        body: assignBody,
        response: answers({ $ref: 'bank_transfers#' }),
      },
    },
    async (request) => ok(await assignTransfer(request.ctx!, transfers, revenues, request.params.id, request.body.revenue_id), 'updated'),
  );

  app.post(
    `/${transfers.config.api.item}/:id/set-aside`,
    {
      config: gate,
      schema: {
        summary: 'Set a waiting transfer aside',
        description:
          'Takes the transfer out of the queue with why (refunded, not a fee). 409 `TRANSFER_SETTLED` for a transfer no longer waiting.',
        params: idParams,
        body: asideBody,
        response: answers({ $ref: 'bank_transfers#' }),
      },
    },
    async (request) => ok(await setTransferAside(request.ctx!, transfers, request.params.id, request.body.note), 'updated'),
  );

  app.get(
    `/${BANK_TRANSFER_CHECK_PATH}`,
    {
      config: gate,
      schema: {
        summary: 'The last look for transfers the webhook missed',
        description:
          "When the server last asked the provider's list of the account's last two days, what it answered, and how many transfers it booked; `last` is null before the first look.",
        response: answers(lastBankTransferCheckSchema),
      },
    },
    async (request) => ok({ last: await lastCheck(app.db, request.ctx!.academy.id) }),
  );

  app.post(
    `/${BANK_TRANSFER_CHECK_PATH}`,
    {
      config: gate,
      preValidation: emptyWhenAbsent,
      schema: {
        summary: 'Look for transfers the webhook missed, now',
        description:
          "Asks the provider's list of the account's last two days with the saved settings, as the server does every few minutes, and books what the webhook missed. A provider that refuses or cannot be reached is an answer too (`failure`). 409 `BANK_TRANSFER_CHECK_OFF` while matching is off or no API token is saved. Takes no body, or an empty JSON object.",
        body: NO_BODY,
        response: answers(bankTransferCheckSchema),
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      const check = await checkAcademyTransfers(app.db, ctx.academy, revenues, { privateHosts: app.config.allowPrivateProviderHosts });
      if (!check) throw new ApiError(409, 'BANK_TRANSFER_CHECK_OFF', ctx.t('bankTransfers.checkOff'));
      return ok(check);
    },
  );
}
