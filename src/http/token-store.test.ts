import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, BRANCH_KEY, cookieTokenStore, REFRESH_COOKIE, selectBranch, selectedBranch } from './token-store';

describe('cookie token store', () => {
  it('keeps both tokens in cookies', () => {
    cookieTokenStore.save({ access_token: 'a1', refresh_token: 'r1' });
    expect(Cookies.get(ACCESS_COOKIE)).toBe('a1');
    expect(Cookies.get(REFRESH_COOKIE)).toBe('r1');
    expect(cookieTokenStore.access()).toBe('a1');
    expect(cookieTokenStore.refresh()).toBe('r1');
  });

  it('clears both token cookies and the branch record together', () => {
    cookieTokenStore.save({ access_token: 'a1', refresh_token: 'r1' });
    selectBranch({ id: 2, name: 'Cơ sở Thanh Xuân' });
    expect(selectedBranch()).toEqual({ id: 2, name: 'Cơ sở Thanh Xuân' });
    cookieTokenStore.clear();
    expect(cookieTokenStore.access()).toBeUndefined();
    expect(cookieTokenStore.refresh()).toBeUndefined();
    expect(localStorage.getItem(BRANCH_KEY)).toBeNull();
    expect(selectedBranch()).toBeNull();
  });
});
