/**
 * A parent asks for a sign-in code for their phone (then signs in with the token endpoint's
 * `phone_code` grant, oauth-routes.ts). The answer is the same whether or not the phone is on a
 * child's record; the code leaves after the answer, so its sending does not tell either. Limits:
 * CODES_PER_PHONE for one phone (known or not), CODES_PER_ADDRESS for one address; 429 with
 * Retry-After past either.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, unprocessable } from '../../../core/errors';
import { languageOf, translatorFor } from '../../../core/i18n';
import { answers } from '../../../core/openapi/responses';
import { ok } from '../../../core/reply';
import { secretBox } from '../../../core/secret-box';
import { typed } from '../../../core/typed';
import {
  CODES_PER_ADDRESS,
  CODES_PER_PHONE,
  SIGN_IN_CODE,
  signInCodeBodySchema,
  signInCodeSentSchema,
} from '../../../../domain/parent-sign-in';
import { smsPhone } from '../../notifications/sms/sms-text';
import { childrenOn } from './parent-accounts';
import { sendSignInCode } from './code-messages';
import { bookCode, newCode } from './sign-in-codes';

export function signInRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const outlet = { db: app.db, hosts: { privateHosts: app.config.allowPrivateProviderHosts }, box: secretBox(app.config.secretsKey) };
  app.post(
    '/parent/sign-in/code',
    {
      config: {
        public: true,
        rateLimit: { max: CODES_PER_ADDRESS.count, timeWindow: CODES_PER_ADDRESS.minutes * 60_000, groupId: ' POST /parent/sign-in/code' },
      },
      schema: {
        summary: "Send a parent's sign-in code",
        description: `Sends a ${SIGN_IN_CODE.digits}-digit code, valid ${SIGN_IN_CODE.minutes} minutes, to the phone when it is on a child's record: by the academy's Zalo authentication template, else by SMS, else by e-mail to an address on a child's record. The answer is the same whether or not the phone is known. 422 for a number that is no Vietnamese mobile; 429 with Retry-After past ${CODES_PER_PHONE.count} codes a phone in ${CODES_PER_PHONE.minutes} minutes, or ${CODES_PER_ADDRESS.count} an address in ${CODES_PER_ADDRESS.minutes}. No sign-in needed.`,
        body: signInCodeBodySchema,
        response: answers(signInCodeSentSchema),
      },
    },
    async (request, reply) => {
      const lang = languageOf(request.headers['accept-language']);
      const t = translatorFor(lang);
      const academy = request.academy!;
      const phone = smsPhone(request.body.phone);
      if (!phone) throw unprocessable(t('errors.validationFailed'), [{ field: 'phone', message: t('parentSignIn.notMobile') }]);
      const children = await childrenOn(app.db, academy.id, phone);
      const code = children.length ? newCode() : null;
      const wait = await bookCode(app.db, app.tokens.secret, { academyId: academy.id, phone, ip: request.ip, code });
      if (wait) {
        reply.header('retry-after', String(wait));
        throw new ApiError(429, 'TOO_MANY_REQUESTS', t('errors.tooManyRequests', { seconds: wait }));
      }
      if (code)
        void sendSignInCode(outlet, academy, phone, code, children, lang).catch((error) =>
          request.log.error({ err: error }, "a parent's sign-in code could not be sent"),
        );
      return ok({ phone, expires_in: SIGN_IN_CODE.minutes * 60 });
    },
  );
}
