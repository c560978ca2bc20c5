import { describe, expect, it } from 'vitest';
import { accountLanguage } from './settings';

describe('accountLanguage', () => {
  it("prefers the user's own setting, then the academy's", () => {
    expect(accountLanguage('en', 'vi')).toBe('en');
    expect(accountLanguage(null, 'en')).toBe('en');
    expect(accountLanguage(undefined, undefined)).toBeNull();
  });

  it('skips languages the app does not have', () => {
    expect(accountLanguage('fr', 'vi')).toBe('vi');
  });
});
