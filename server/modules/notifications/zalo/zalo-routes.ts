/** Settings → Zalo: the Official Account's connection, behind the page's gate (the admin, on a package that sends notifications). */
import type { FastifyInstance } from 'fastify';
import { pageGate } from '../../../../resources.config';
import { connectZaloSchema, ZALO_CONNECTION_PATH, zaloConnectionSchema } from '../../../../domain/zalo-connection';
import { secretBox } from '../../../core/secret-box';
import { answers } from '../../../core/openapi/responses';
import { ok } from '../../../core/reply';
import { typed } from '../../../core/typed';
import { connectZalo, zaloConnection } from './zalo-connection';

export function zaloRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const hosts = { privateHosts: app.config.allowPrivateProviderHosts };
  const box = secretBox(app.config.secretsKey);
  const config = { gate: pageGate('settings_zalo') };
  app.get(
    `/${ZALO_CONNECTION_PATH}`,
    {
      config,
      schema: {
        summary: "The Zalo Official Account's connection",
        description:
          'Whether a refresh token is kept, until when the access token runs, when it was last refreshed, and a refresh Zalo refused.',
        response: answers(zaloConnectionSchema),
      },
    },
    async (request) => ok(await zaloConnection(request.ctx!)),
  );
  app.post(
    `/${ZALO_CONNECTION_PATH}`,
    {
      config,
      schema: {
        summary: 'Connect the Zalo Official Account, or check its connection',
        description:
          "With `refresh_token`: keeps it (sealed) in place of any before and refreshes the access token with it at once, which checks the app's ID and secret key of the saved settings too. Without: refreshes now with the kept one. Answers the connection; a refresh Zalo refused is its `failure` (the channel stays stopped until a connection succeeds). 409 `ZALO_NOT_SET_UP` naming the fields while the saved settings lack the app's ID or secret key, `ZALO_NOT_CONNECTED` without a token given or kept, `ZALO_UNREACHABLE` when Zalo could not be asked (try again).",
        body: connectZaloSchema,
        response: answers(zaloConnectionSchema),
      },
    },
    async (request) => ok(await connectZalo(request.ctx!, request.body ?? {}, box, hosts)),
  );
}
