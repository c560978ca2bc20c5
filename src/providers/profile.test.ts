import type { AxiosAdapter } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { pages, resources } from '../../resources.config';
import { createHttpClient } from '../http/http-client';
import type { TokenStore } from '../http/token-store';
import { createAccessControlProvider } from './access-control-provider';
import { forgetProfile, loadProfile } from './profile';

/** A server whose profile still lists a feature the package's feature list (spec §7 my-features) no longer has. */
function server() {
  const asked: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = new URL(String(config.url), window.location.origin).pathname;
    asked.push(url);
    const data =
      url === '/api-public/features/my-features'
        ? {
            success: true,
            data: [
              { name: 'general.basic', meaning_name: 'Cơ bản' },
              { name: 'general.attendance', meaning_name: 'Điểm danh' },
            ],
          }
        : {
            success: true,
            data: {
              id: 1,
              name: 'Quản trị',
              user_type: 'admin',
              branch: null,
              branches: [],
              features: ['general.basic', 'general.attendance', 'manager.branch'],
            },
          };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  const tokens = { access: () => 'a', refresh: () => 'r', save: () => undefined, clear: () => undefined } as TokenStore;
  const http = createHttpClient({ tokens, language: () => 'vi', branchIds: () => undefined, onSessionEnd: () => undefined, adapter });
  return { http, asked };
}

describe('the signed-in user at start-up', () => {
  beforeEach(() => forgetProfile());

  it("reads the package's features from the subscription service, once, beside the profile", async () => {
    const { http, asked } = server();
    const [first, second] = await Promise.all([loadProfile(http), loadProfile(http)]);
    expect(first.features).toEqual(['general.basic', 'general.attendance']);
    expect(second).toBe(first);
    expect(asked.sort()).toEqual(['/api-public/features/my-features', '/users/my-profile']);
  });

  it('gates the menu and the pages by those features', async () => {
    const { http } = server();
    const access = createAccessControlProvider([...resources, ...pages], () => loadProfile(http));
    expect(await access.can({ resource: 'attendance_players', action: 'list' })).toEqual({ can: true });
    expect(await access.can({ resource: 'branches', action: 'list' })).toEqual({ can: false, reason: 'FEATURE_NOT_IN_PACKAGE' });
  });
});
