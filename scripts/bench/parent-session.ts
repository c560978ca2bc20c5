/**
 * A parent's session for the parents' pages, got as a parent gets one: the academy texts a
 * sign-in code to the phone on their children's records (through a local eSMS stand-in the
 * admin sets up, as on the SMS settings page), and the token endpoint takes it. Once per
 * server: the phone may be sent three codes in fifteen minutes, and every run needs one.
 */
import { startEsmsServer } from '../../tests/helpers/esms-server';

const KEYS = { apiKey: 'BENCHKEY', secretKey: 'BENCHSECRET', brandname: 'ACADEMY' };

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

async function call<T>(baseUrl: string, path: string, init: RequestInit & { token?: string }): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const res = await fetch(`${baseUrl}${path}`, { ...init, headers });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The phone of the demo's first player in a class with fees: their parent opens a home with a card and a fees page with fees. */
async function familyPhone(baseUrl: string, admin: string): Promise<string> {
  const fees = await call<{ data: { content: Array<{ player_id: number | null }> } }>(
    baseUrl,
    '/v1/api/admin/transactions?size=50&sort=id:asc',
    { token: admin },
  );
  for (const { player_id } of fees.data.content) {
    if (!player_id) continue;
    const player = await call<{ data: { mobile: string | null } }>(baseUrl, `/v1/api/players/${player_id}`, { token: admin });
    if (player.data.mobile) return player.data.mobile;
  }
  throw new Error('no player of the demo with a fee and a phone');
}

const sessions = new Map<string, Promise<Tokens>>();

async function signInParent(baseUrl: string, admin: string): Promise<Tokens> {
  const esms = await startEsmsServer({ ...KEYS, brandnames: [KEYS.brandname], balance: 10 });
  try {
    const sms = { is_enable: true, provider: 'ESMS', api_key: KEYS.apiKey, secret_key: KEYS.secretKey, brand_name: KEYS.brandname };
    await call(baseUrl, '/v1/api/admin/settings', {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({ sms_settings: { ...sms, sandbox: false, api_url: esms.apiUrl } }),
    });
    const phone = await familyPhone(baseUrl, admin);
    await call(baseUrl, '/v1/api/parent/sign-in/code', { method: 'POST', body: JSON.stringify({ phone }) });
    for (let waited = 0; !esms.requests.length; waited += 100) {
      if (waited > 30_000) throw new Error('no sign-in code reached the SMS stand-in');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const code = /\b(\d{6})\b/.exec(esms.requests[0].body.Content)![1];
    return await call<Tokens>(baseUrl, '/v1/api/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'phone_code', phone, code }),
    });
  } finally {
    await esms.close();
  }
}

/** A parent's tokens on the server at `baseUrl`, signed in on the first call; `admin` sets the SMS channel up. */
export function parentTokens(baseUrl: string, admin: string): Promise<Tokens> {
  if (!sessions.has(baseUrl)) sessions.set(baseUrl, signInParent(baseUrl, admin));
  return sessions.get(baseUrl)!;
}
