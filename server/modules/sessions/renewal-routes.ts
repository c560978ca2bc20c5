/**
 * The renewal queue and its two actions on a pack, behind the renewal page's gate (the package's
 * "course renewal"): `GET /admin/session-renewals`, `POST /admin/session-packs/{id}/renewal`,
 * `PUT /admin/session-packs/{id}/not-renewing`. A manager reaches only their branches' packs. And
 * the parent's renewal link: `GET /public/renewals/{id}?token=` and its `POST`, no sign-in needed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageGate } from '../../../resources.config';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';
import {
  notRenewingSchema,
  packDecisionSchema,
  packRenewalSchema,
  renewalQuerySchema,
  renewalQueueSchema,
  renewedPackSchema,
  renewalLinkQuerySchema,
  renewalPageSchema,
} from '../../../domain/session-renewals';
import { backgroundContext } from '../../core/background-context';
import { languageOf } from '../../core/i18n';
import { notFound } from '../../core/errors';
import { isRenewalToken } from './renewal-links';
import { renewalPage, renewFromLink } from './renewal-page';
import { markNotRenewing, renewalQueue, renewPack } from './session-renewals';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;

export function renewalRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const packs = app.models.get('session_packs');
  if (!packs) return;
  const gate = pageGate('session_renewals');
  app.get(
    '/admin/session-renewals',
    {
      config: { gate },
      schema: {
        summary: 'Packs to renew',
        description:
          "Each active player's last pack, undecided, when the player's sessions left are at or below the low-sessions threshold or the pack ends within the settings' renewal days (`view=due`), or those marked not renewing (`view=not_renewing`), with what renewing buys and costs.",
        querystring: renewalQuerySchema,
        response: answers(renewalQueueSchema),
      },
    },
    async (request) => ok(await renewalQueue(request.ctx!, request.query.view ?? 'due')),
  );
  app.post(
    '/admin/session-packs/:id/renewal',
    {
      config: { gate },
      schema: {
        summary: 'Renew a pack',
        description:
          "Opens the player's next pack today: the course's sessions and fee of today (else the pack's when it was sold at a price, else the pricing model's), lasting the course's days (else the pack's), its sessions added to the player's at once and its fee booked unpaid until collected. Only the player's last pack, once (409 PACK_DECIDED); sessions left stay at most 999 (422).",
        params: idParams,
        body: packRenewalSchema,
        response: answers(renewedPackSchema),
      },
    },
    async (request) => ok(await renewPack(request.ctx!, packs, request.params.id), 'created'),
  );
  app.put(
    '/admin/session-packs/:id/not-renewing',
    {
      config: { gate },
      schema: {
        summary: 'Mark a pack not renewing',
        description: "Takes the player's last pack off the queue, with why (409 PACK_DECIDED once decided).",
        params: idParams,
        body: notRenewingSchema,
        response: answers(packDecisionSchema),
      },
    },
    async (request) => ok(await markNotRenewing(request.ctx!, packs, request.params.id, request.body.renewal_note), 'updated'),
  );

  const secret = app.config.jwtSecret;
  /** The parent acts as the academy itself; a token that is not this pack's finds nothing. */
  const parent = (request: FastifyRequest, packId: number, token: string) => {
    const ctx = backgroundContext(app.db, request.academy!, languageOf(request.headers['accept-language']), {
      name: '',
      userName: '',
      role: 'user',
    });
    if (!isRenewalToken(secret, ctx.academy.id, packId, token)) throw notFound(ctx.t('session_renewals.errors.noSuchPack'));
    return { ctx, links: { origin: `${request.protocol}://${request.host}`, secret } };
  };
  app.get(
    '/public/renewals/:id',
    {
      config: { public: true },
      schema: {
        summary: 'A pack, as its renewal link shows it',
        description:
          "The pack the link's `token` names: the player, the sessions left, what renewing buys and costs, whether it may still be renewed, and once renewed the link to pay the renewal's fee. No sign-in needed; another pack's token finds nothing (404).",
        params: idParams,
        querystring: renewalLinkQuerySchema,
        response: answers(renewalPageSchema),
      },
    },
    async (request) => {
      const { ctx, links } = parent(request, request.params.id, request.query.token);
      return ok(await renewalPage(ctx, links, request.params.id));
    },
  );
  app.post(
    '/public/renewals/:id',
    {
      config: { public: true },
      schema: {
        summary: 'Renew a pack from its renewal link',
        description:
          "The office's renewal, asked by the parent: the next pack and its fee, unpaid until paid, once (a pack already renewed is shown as it is). Answers the page, with the link to pay the fee. No sign-in needed.",
        params: idParams,
        body: renewalLinkQuerySchema,
        response: answers(renewalPageSchema),
      },
    },
    async (request) => {
      const { ctx, links } = parent(request, request.params.id, request.body.token);
      return ok(await renewFromLink(ctx, links, packs, request.params.id), 'updated');
    },
  );
}
