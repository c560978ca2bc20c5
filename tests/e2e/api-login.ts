/**
 * A browser test's own sign-in through the API (OAuth 2, password grant), for what it sets up
 * or reads besides the screen: one place for the call every test file made for itself.
 */
import { expect, type APIRequestContext } from '@playwright/test';

export interface Login {
  username: string;
  password: string;
}

/** The demo academies' logins (server/seed/seed.ts). */
export const ADMIN: Login = { username: 'admin', password: 'Admin@123' };
export const MANAGER: Login = { username: 'manager', password: 'Manager@123' };

/** The tokens of a sign-in at the test file's academy, or at `origin` (one of its extras: academyURL). */
export async function apiTokens(
  request: APIRequestContext,
  login: Login = ADMIN,
  origin = '',
): Promise<{ access_token: string; refresh_token: string }> {
  const res = await request.post(`${origin}/v1/api/oauth/token`, { form: { grant_type: 'password', ...login } });
  expect(res.ok(), `sign-in of ${login.username}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** The headers that sign an API call in, as `login` (the admin unless told). */
export async function apiHeaders(request: APIRequestContext, login: Login = ADMIN, origin = ''): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${(await apiTokens(request, login, origin)).access_token}` };
}
