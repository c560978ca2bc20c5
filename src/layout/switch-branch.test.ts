import axios, { type AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import { selectedBranch, type TokenPair, type TokenStore } from '../http/token-store';
import { SWITCH_BRANCH_PATH, switchBranch } from './switch-branch';

function setup() {
  const sent: unknown[] = [];
  const saved: TokenPair[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push([config.url, JSON.parse(String(config.data))]);
    const data = { access_token: 'a-branch', refresh_token: 'r-branch', token_type: 'Bearer', expires_in: 900 };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  const tokens = { save: (t: TokenPair) => saved.push(t) } as unknown as TokenStore;
  return { http: axios.create({ adapter }), tokens, sent, saved };
}

describe('switchBranch', () => {
  it('posts the branch id, then stores the new tokens and the branch', async () => {
    const { http, tokens, sent, saved } = setup();
    await switchBranch(http, tokens, { id: 2, name: 'Cơ sở 2' });
    expect(sent).toEqual([[SWITCH_BRANCH_PATH, { id: 2 }]]);
    expect(saved).toEqual([{ access_token: 'a-branch', refresh_token: 'r-branch', token_type: 'Bearer', expires_in: 900 }]);
    expect(selectedBranch()).toEqual({ id: 2, name: 'Cơ sở 2' });
  });

  it('posts null for all branches and forgets the stored branch', async () => {
    const { http, tokens, sent } = setup();
    await switchBranch(http, tokens, { id: 2, name: 'Cơ sở 2' });
    await switchBranch(http, tokens, null);
    expect(sent[1]).toEqual([SWITCH_BRANCH_PATH, { id: null }]);
    expect(selectedBranch()).toBeNull();
  });

  it('keeps the old branch when the server refuses', async () => {
    const adapter: AxiosAdapter = async () => Promise.reject(new Error('403'));
    const { tokens, saved } = setup();
    await expect(switchBranch(axios.create({ adapter }), tokens, { id: 3, name: 'Cơ sở 3' })).rejects.toThrow('403');
    expect(saved).toEqual([]);
  });
});
