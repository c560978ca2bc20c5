import { afterAll, describe, expect, it } from 'vitest';
import i18n, { chooseLanguage, hasChosenLanguage, LANGUAGE_KEY } from './i18n';

// The setup file has loaded the app's i18n in a browser with nothing saved, as a first visit does.
describe('the language of a browser', () => {
  afterAll(() => i18n.changeLanguage('vi'));

  it('starts in Vietnamese without taking that default for a choice, so the account language can apply', () => {
    expect(i18n.resolvedLanguage).toBe('vi');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
    expect(hasChosenLanguage()).toBe(false);
  });

  it('keeps a pick under i18nextLng and counts it over the account language', async () => {
    await chooseLanguage('en');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(hasChosenLanguage()).toBe(true);
  });
});
