/**
 * A local stand-in for Zalo's two servers the ZNS channel calls, written from Zalo's public
 * documentation (docs/integrations/zalo-zns.md), not from the adapter it tests:
 * - the OAuth server's `POST /v4/oa/access_token`: an HTML form of `app_id`, `grant_type`
 *   `refresh_token` and the `refresh_token`, the app's secret in the `secret_key` header;
 *   answered with a new access token, its lifetime in seconds (a string, as Zalo sends it) and
 *   the next refresh token; a refresh token works once, like Zalo's;
 * - the ZNS API's `POST /message/template`: the access token in the `access_token` header, a
 *   JSON body of `phone` (84 and nine digits), `template_id`, `template_data` (each parameter
 *   of the approved template, of its type and within its length) and `tracking_id`; answered
 *   with `error` 0 and a `msg_id`, or the documented code: -124 access token invalid, -108
 *   phone invalid, -109 template invalid, -112 template data invalid, -118 no Zalo account.
 * Anything the documentation does not allow is recorded in `violations` and answered with
 * HTTP 400, so a test that reads them sees what the adapter got wrong.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A parameter of an approved template, as Zalo's template information lists it. */
export interface ZnsParam {
  name: string;
  type: 'STRING' | 'NUMBER' | 'DATE';
  maxLength: number;
  require: boolean;
}

export interface ZaloApp {
  appId: string;
  secretKey: string;
  templates: Record<string, ZnsParam[]>;
  /** Phones (84…) with no Zalo account. */
  withoutZalo: Set<string>;
}

export interface ZnsReceived {
  phone: string;
  template_id: string;
  template_data: Record<string, string | number>;
  tracking_id: string;
  msgId: string;
}

export interface ZaloServer {
  /** The settings' ZNS API URL and OAuth URL (the documented ones' counterparts). */
  apiUrl: string;
  oauthUrl: string;
  app: ZaloApp;
  /** A refresh token the OA has issued and not yet used: what the admin pastes. */
  issueRefreshToken(): string;
  /** Makes every access token issued so far invalid (revoked, or lapsed early). */
  revokeAccessTokens(): void;
  /** Makes every refresh token issued so far unusable (the OA's authorisation withdrawn). */
  revokeRefreshTokens(): void;
  /** Messages Zalo accepted. */
  received: ZnsReceived[];
  /** Refreshes asked, accepted or not. */
  refreshes: number;
  violations: string[];
  close(): Promise<void>;
}

const ACCESS_SECONDS = 90_000;
const SEND_FIELDS = ['phone', 'template_id', 'template_data', 'tracking_id'];
const FORM_FIELDS = ['app_id', 'grant_type', 'refresh_token'];

function templateDataError(params: ZnsParam[], data: Record<string, unknown>): string | null {
  for (const name of Object.keys(data)) if (!params.some((p) => p.name === name)) return `${name} is no parameter of the template`;
  for (const p of params) {
    const value = data[p.name];
    if (value === undefined || value === '') {
      if (p.require) return `${p.name} is required`;
      continue;
    }
    if (typeof value !== 'string' && typeof value !== 'number') return `${p.name} is a ${typeof value}`;
    const text = String(value);
    if (text.length > p.maxLength) return `${p.name} is longer than ${p.maxLength}`;
    if (p.type === 'NUMBER' && !/^\d+$/.test(text)) return `${p.name} is no number`;
    if (p.type === 'DATE' && !/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return `${p.name} is no dd/MM/yyyy date`;
  }
  return null;
}

export async function startZaloServer(app: ZaloApp): Promise<ZaloServer> {
  let next = 0;
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  const state = {
    app,
    received: [] as ZnsReceived[],
    refreshes: 0,
    violations: [] as string[],
    issueRefreshToken() {
      const token = `rt-${++next}-${Math.random().toString(36).slice(2)}`;
      refreshTokens.add(token);
      return token;
    },
    revokeAccessTokens: () => accessTokens.clear(),
    revokeRefreshTokens: () => refreshTokens.clear(),
  };

  function refresh(req: http.IncomingMessage, raw: string): [number, object] {
    state.refreshes++;
    const wrong: string[] = [];
    if (!/^application\/x-www-form-urlencoded\b/.test(req.headers['content-type'] ?? ''))
      wrong.push(`content-type ${req.headers['content-type']}`);
    const form = new URLSearchParams(raw);
    for (const name of form.keys()) if (!FORM_FIELDS.includes(name)) wrong.push(`undocumented field ${name}`);
    if (form.get('grant_type') !== 'refresh_token') wrong.push(`grant_type ${form.get('grant_type')}`);
    if (wrong.length) return [400, { violations: wrong }];
    if (form.get('app_id') !== app.appId || req.headers.secret_key !== app.secretKey)
      return [200, { error: -14002, error_name: 'Invalid app id or secret key', error_description: 'Invalid app_id or secret_key' }];
    const token = form.get('refresh_token') ?? '';
    if (!refreshTokens.delete(token))
      return [200, { error: -14014, error_name: 'Invalid refresh token', error_description: 'Refresh token is invalid or used' }];
    const access = `at-${++next}`;
    accessTokens.add(access);
    return [200, { access_token: access, refresh_token: state.issueRefreshToken(), expires_in: String(ACCESS_SECONDS) }];
  }

  function send(req: http.IncomingMessage, raw: string): [number, object] {
    const wrong: string[] = [];
    if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) wrong.push(`content-type ${req.headers['content-type']}`);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw);
    } catch {
      wrong.push('body is no JSON');
    }
    for (const name of Object.keys(body)) if (!SEND_FIELDS.includes(name)) wrong.push(`undocumented field ${name}`);
    for (const name of ['phone', 'template_id', 'tracking_id'])
      if (typeof body[name] !== 'string') wrong.push(`${name} is a ${typeof body[name]}, not a string`);
    if (typeof body.tracking_id === 'string' && body.tracking_id.length > 48) wrong.push('tracking_id longer than 48');
    if (!body.template_data || typeof body.template_data !== 'object') wrong.push('template_data is no object');
    if (wrong.length) return [400, { violations: wrong }];
    if (!accessTokens.has(String(req.headers.access_token ?? ''))) return [200, { error: -124, message: 'Access token is invalid' }];
    const phone = String(body.phone);
    if (!/^84[35789]\d{8}$/.test(phone)) return [200, { error: -108, message: 'Phone number invalid' }];
    const params = app.templates[String(body.template_id)];
    if (!params) return [200, { error: -109, message: 'Template ID invalid' }];
    const dataError = templateDataError(params, body.template_data as Record<string, unknown>);
    if (dataError) return [200, { error: -112, message: `Template data invalid: ${dataError}` }];
    if (app.withoutZalo.has(phone)) return [200, { error: -118, message: 'Zalo account not existed' }];
    const msgId = `zns-${++next}`;
    state.received.push({ ...(body as Omit<ZnsReceived, 'msgId'>), msgId });
    return [
      200,
      {
        error: 0,
        message: 'Success',
        data: { msg_id: msgId, sent_time: String(Date.now()), quota: { dailyQuota: '500', remainingQuota: '499' } },
      },
    ];
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const route = `${req.method} ${req.url}`;
      const [status, answer] =
        route === 'POST /oauth/v4/oa/access_token'
          ? refresh(req, raw)
          : route === 'POST /zns/message/template'
            ? send(req, raw)
            : [404, { violations: [`no such call: ${route}`] }];
      const violations = (answer as { violations?: string[] }).violations;
      if (violations) state.violations.push(...violations.map((v) => `${route}: ${v}`));
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    apiUrl: `http://127.0.0.1:${port}/zns`,
    oauthUrl: `http://127.0.0.1:${port}/oauth`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
