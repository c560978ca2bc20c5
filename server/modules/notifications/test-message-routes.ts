/**
 * "Send a test message" of the e-mail, SMS and Zalo settings pages (test-message.ts), behind
 * those pages' gates: the admin, on a package that sends notifications.
 */
import type { FastifyInstance } from 'fastify';
import { pageGate } from '../../../resources.config';
import { TEST_MESSAGE_PATHS, testMessageResultSchema } from '../../../domain/test-message';
import { answers } from '../../core/openapi/responses';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { secretBox } from '../../core/secret-box';
import { sendTestEmail, sendTestSms, sendTestZalo } from './test-message';

// The section is checked by the settings' own schema (a 422 naming each field), as a save is.
const section = { type: 'object' } as const;
const emailBody = {
  type: 'object',
  properties: { to: { type: 'string', format: 'email', maxLength: 200 }, email_settings: section },
  required: ['to', 'email_settings'],
  additionalProperties: false,
} as const;
const zaloBody = {
  type: 'object',
  properties: { phone: { type: 'string', maxLength: 30 }, zalo_settings: section },
  required: ['phone', 'zalo_settings'],
  additionalProperties: false,
} as const;
const smsBody = {
  type: 'object',
  properties: { phone: { type: 'string', maxLength: 30 }, sms_settings: section },
  required: ['phone', 'sms_settings'],
  additionalProperties: false,
} as const;

export function testMessageRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const hosts = { privateHosts: app.config.allowPrivateProviderHosts };
  const box = secretBox(app.config.secretsKey);
  app.post(
    `/${TEST_MESSAGE_PATHS.email}`,
    {
      config: { gate: pageGate('settings_email') },
      schema: {
        summary: 'Send a test e-mail',
        description:
          "Sends a short e-mail, in the caller's language, to `to` through the SMTP server of `email_settings` as the page holds them (saved or not; the password mask stands for the stored one), switched on or not. Answers whether the server took it and, if not, the category of its answer (refused, timed out, authentication failed, recipient rejected…). 422 naming the field for settings a save would refuse (a private host among them) or without a host and sender.",
        body: emailBody,
        response: answers(testMessageResultSchema),
      },
    },
    async (request) => ok(await sendTestEmail(request.ctx!, request.body, hosts)),
  );
  app.post(
    `/${TEST_MESSAGE_PATHS.sms}`,
    {
      config: { gate: pageGate('settings_sms') },
      schema: {
        summary: 'Send a test SMS',
        description:
          'Sends a short SMS to `phone` (a Vietnamese mobile, however written) through the provider of `sms_settings` as the page holds them (saved or not; the secret key mask stands for the stored one), sandbox included. Answers whether the provider took it and, if not, the category of its answer. 422 naming the field for a number that is no mobile, or settings a save would refuse or without keys and brand name.',
        body: smsBody,
        response: answers(testMessageResultSchema),
      },
    },
    async (request) => ok(await sendTestSms(request.ctx!, request.body, hosts)),
  );
  app.post(
    `/${TEST_MESSAGE_PATHS.zalo}`,
    {
      config: { gate: pageGate('settings_zalo') },
      schema: {
        summary: 'Send a test Zalo message',
        description:
          "Sends the first event's approved ZNS template (in the settings' order of events), filled with sample values, to `phone` (a Vietnamese mobile, however written, as 84…) with `zalo_settings` as the page holds them (saved or not; the secret key mask stands for the stored one) and the Official Account's kept token, switched on or not. Answers whether Zalo took it and, if not, the category of its answer (no Zalo on the number, message rejected, authentication failed…). 422 naming the field for a number that is no mobile, settings a save would refuse or without the app's keys, or no event with a template.",
        body: zaloBody,
        response: answers(testMessageResultSchema),
      },
    },
    async (request) => ok(await sendTestZalo(request.ctx!, request.body, hosts, box)),
  );
}
