/**
 * The eSMS adapter against a local server that checks each request as eSMS's documentation
 * specifies and answers as eSMS does (tests/helpers/esms-server.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEsmsServer, type EsmsServer } from '../../../../tests/helpers/esms-server';
import { defaultSettings } from '../../../../schemas/settings';
import { ESMS_API_URL, esmsProvider } from './esms';
import type { SmsSettings } from './sms-provider';

// The stand-in listens on 127.0.0.1, which the operator allows here as the test servers do.
const local = { privateHosts: true };

let esms: EsmsServer;
let settings: SmsSettings;
let request = 0;
const message = (over: object = {}) => ({
  requestId: `notification-1-${++request}`,
  phone: '0912345678',
  text: 'Hoc vien An vang mat ngay 02/03/2026.',
  ...over,
});

beforeAll(async () => {
  esms = await startEsmsServer({ apiKey: 'KEY123', secretKey: 'SECRET456', brandnames: ['NGOISAO'], balance: 10 });
});
afterAll(() => esms?.close());
beforeEach(() => {
  settings = {
    is_enable: true,
    provider: 'ESMS',
    api_key: 'KEY123',
    secret_key: 'SECRET456',
    brand_name: 'NGOISAO',
    sandbox: false,
    api_url: esms.apiUrl,
  };
  esms.account.balance = 10;
  esms.outage = null;
});

describe('eSMS brand-name SMS', () => {
  it('defaults to the documented API base', () => {
    expect(defaultSettings.sms_settings.api_url).toBe(ESMS_API_URL);
  });

  it('posts every documented field as a string and answers the SMSID of an accepted message', async () => {
    const sent = message();
    expect(await esmsProvider(settings, local).send(sent)).toEqual({ ok: true, providerId: expect.stringMatching(/^esms-/) });
    expect(esms.violations).toEqual([]);
    expect(esms.requests.at(-1)!.body).toEqual({
      ApiKey: 'KEY123',
      SecretKey: 'SECRET456',
      Phone: '0912345678',
      Content: sent.text,
      Brandname: 'NGOISAO',
      SmsType: '2',
      IsUnicode: '0',
      Sandbox: '0',
      RequestId: sent.requestId,
    });
    expect(esms.account.balance).toBe(9);
  });

  it('asks for the sandbox when set, which costs nothing', async () => {
    expect(await esmsProvider({ ...settings, sandbox: true }, local).send(message())).toMatchObject({ ok: true });
    expect(esms.requests.at(-1)!.body.Sandbox).toBe('1');
    expect(esms.account.balance).toBe(10);
  });

  it('takes a trailing slash in the base URL', async () => {
    expect(await esmsProvider({ ...settings, api_url: `${esms.apiUrl}/` }, local).send(message())).toMatchObject({ ok: true });
    expect(esms.violations).toEqual([]);
  });

  it('counts a resend under the same RequestId as the message already accepted', async () => {
    const once = message();
    const provider = esmsProvider(settings, local);
    expect(await provider.send(once)).toMatchObject({ ok: true });
    expect(await provider.send(once)).toEqual({ ok: true, providerId: null });
    expect(esms.account.balance).toBe(9);
  });

  it("fails for good on a wrong key, an unknown brand name or a bad phone, as its category, eSMS's words kept for the operator", async () => {
    expect(await esmsProvider({ ...settings, secret_key: 'wrong' }, local).send(message())).toEqual({
      ok: false,
      retry: false,
      failure: 'AUTH_FAILED',
      detail: 'eSMS 101: Authorize Failed',
    });
    expect(await esmsProvider({ ...settings, brand_name: 'OTHER' }, local).send(message())).toMatchObject({
      ok: false,
      retry: false,
      failure: 'SENDER_REJECTED',
      detail: expect.stringContaining('eSMS 104'),
    });
    expect(await esmsProvider(settings, local).send(message({ phone: '12345' }))).toMatchObject({
      ok: false,
      retry: false,
      failure: 'RECIPIENT_REJECTED',
      detail: expect.stringContaining('eSMS 108'),
    });
  });

  it('is worth retrying when the balance is empty, the provider is down or unreachable', async () => {
    esms.account.balance = 0;
    expect(await esmsProvider(settings, local).send(message())).toEqual({
      ok: false,
      retry: true,
      failure: 'NO_BALANCE',
      detail: 'eSMS 103: Balance not enough to send message',
    });
    esms.outage = 503;
    expect(await esmsProvider(settings, local).send(message())).toEqual({
      ok: false,
      retry: true,
      failure: 'PROVIDER_ERROR',
      detail: 'eSMS: HTTP 503',
    });
    esms.outage = null;
    expect(await esmsProvider({ ...settings, api_url: 'http://127.0.0.1:1/MainService.svc/json' }, local).send(message())).toMatchObject({
      ok: false,
      retry: true,
      failure: 'CONNECTION_REFUSED',
    });
  });

  it('never sends its keys to a private address unless the operator allows it, a name resolving to one included', async () => {
    const before = esms.requests.length;
    const port = new URL(esms.apiUrl).port;
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
      const outcome = await esmsProvider(
        { ...settings, api_url: `http://${host}:${port}/MainService.svc/json` },
        { privateHosts: false },
      ).send(message());
      expect(outcome).toMatchObject({ ok: false, retry: true, failure: 'ADDRESS_NOT_ALLOWED' });
    }
    expect(esms.requests.length).toBe(before);
    expect(esms.violations).toEqual([]);
  });

  it('stops at once when the send is cut short', async () => {
    const cut = new AbortController();
    cut.abort();
    expect(await esmsProvider(settings, local).send(message(), cut.signal)).toMatchObject({ ok: false });
  });
});
