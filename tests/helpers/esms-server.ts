/**
 * A local stand-in for eSMS.vn's brand-name SMS API, written from its documentation
 * (developers.esms.vn, "Send OTP/Customer care message" and "Table of error codes"), not
 * from the adapter it tests. It takes only what the document specifies: a POST to
 * /MainService.svc/json/SendMultipleMessage_V4_post_json/ with a JSON body of the documented
 * parameters, every one a string; anything else is recorded as a violation and answered
 * with HTTP 400, so a test that reads `violations` sees what the adapter got wrong. A valid
 * request is answered as eSMS does: CodeResult "100" with an SMSID, or the code of the
 * error (101 wrong key, 103 no balance, 104 unknown brand name, 108 bad phone, 124 a
 * RequestId already used).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const ESMS_PATH = '/MainService.svc/json/SendMultipleMessage_V4_post_json/';
const DOCUMENTED = [
  'ApiKey',
  'Content',
  'Phone',
  'SecretKey',
  'Brandname',
  'SmsType',
  'IsUnicode',
  'Sandbox',
  'RequestId',
  'SendDate',
  'campaignid',
  'CallbackUrl',
];
const REQUIRED = ['ApiKey', 'Content', 'Phone', 'SecretKey', 'Brandname', 'SmsType'];

export interface EsmsAccount {
  apiKey: string;
  secretKey: string;
  brandnames: string[];
  /** Messages the balance still pays for; a sandbox message costs nothing. */
  balance: number;
}

export interface EsmsRequest {
  body: Record<string, string>;
  smsId: string;
}

export interface EsmsServer {
  /** The base URL to put in the settings (the documented one's counterpart). */
  apiUrl: string;
  account: EsmsAccount;
  /** Every request the documentation allows, accepted or not. */
  requests: EsmsRequest[];
  /** What a request did that the documentation does not allow. */
  violations: string[];
  /** Answer every request with this HTTP status (a provider down), until set back to null. */
  outage: number | null;
  close(): Promise<void>;
}

function violationsOf(method: string | undefined, path: string | undefined, type: string | undefined, body: unknown): string[] {
  const found: string[] = [];
  if (method !== 'POST') found.push(`method ${method}`);
  if (path !== ESMS_PATH) found.push(`path ${path}`);
  if (!/^application\/json\b/.test(type ?? '')) found.push(`content-type ${type}`);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [...found, 'body is no JSON object'];
  const fields = body as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields)) {
    if (!DOCUMENTED.includes(name)) found.push(`undocumented field ${name}`);
    else if (typeof value !== 'string') found.push(`${name} is a ${typeof value}, not a string`);
  }
  for (const name of REQUIRED) if (!fields[name]) found.push(`${name} missing`);
  if (fields.SmsType !== undefined && fields.SmsType !== '2') found.push(`SmsType ${String(fields.SmsType)} is no customer care message`);
  for (const flag of ['IsUnicode', 'Sandbox'])
    if (fields[flag] !== undefined && !['0', '1'].includes(fields[flag] as string)) found.push(`${flag} ${String(fields[flag])}`);
  return found;
}

function answerTo(account: EsmsAccount, body: Record<string, string>, used: Set<string>, smsId: string): object {
  if (body.ApiKey !== account.apiKey || body.SecretKey !== account.secretKey)
    return { CodeResult: '101', ErrorMessage: 'Authorize Failed' };
  if (!account.brandnames.includes(body.Brandname)) return { CodeResult: '104', ErrorMessage: 'Brandname khong ton tai hoac da bi huy' };
  if (!/^0\d{9}$/.test(body.Phone) && !/^84\d{9}$/.test(body.Phone))
    return { CodeResult: '108', ErrorMessage: 'Phone number invalid format' };
  if (body.RequestId && used.has(body.RequestId)) return { CodeResult: '124', ErrorMessage: 'Trung RequestId' };
  const sandbox = body.Sandbox === '1';
  if (!sandbox && account.balance <= 0) return { CodeResult: '103', ErrorMessage: 'Balance not enough to send message' };
  if (!sandbox) account.balance--;
  if (body.RequestId) used.add(body.RequestId);
  return { CodeResult: '100', CountRegenerate: 0, SMSID: smsId, IsSandbox: sandbox };
}

export async function startEsmsServer(account: EsmsAccount): Promise<EsmsServer> {
  const used = new Set<string>();
  let next = 0;
  const state: Omit<EsmsServer, 'apiUrl' | 'close'> = { account, requests: [], violations: [], outage: null };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const reply = (status: number, body: object) =>
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
      if (state.outage) return reply(state.outage, { Message: 'Service unavailable' });
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        // Reported below as no JSON object.
      }
      const wrong = violationsOf(req.method, req.url, req.headers['content-type'], body);
      if (wrong.length) {
        state.violations.push(...wrong);
        return reply(400, { Message: wrong.join('; ') });
      }
      const smsId = `esms-${++next}`;
      state.requests.push({ body: body as Record<string, string>, smsId });
      reply(200, answerTo(account, body as Record<string, string>, used, smsId));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    apiUrl: `http://127.0.0.1:${port}/MainService.svc/json`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
