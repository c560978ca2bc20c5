import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from './i18n-provider';

async function provider() {
  const i18n = createInstance();
  await i18n.init({
    lng: 'vi',
    resources: { vi: { translation: { buttons: { save: 'Lưu' }, notifications: { createSuccess: 'Tạo mới {{resource}} thành công' } } } },
  });
  return createI18nProvider(i18n);
}

describe('i18n provider', () => {
  it('accepts translate(key, defaultText)', async () => {
    const { translate } = await provider();
    expect(translate('buttons.save', 'Save')).toBe('Lưu');
    expect(translate('buttons.missing', 'Missing')).toBe('Missing');
  });

  it('accepts translate(key, options, defaultText)', async () => {
    const { translate } = await provider();
    expect(translate('notifications.createSuccess', { resource: 'Học viên' }, 'Created')).toBe('Tạo mới Học viên thành công');
    expect(translate('notifications.other', { resource: 'x' }, 'Fallback')).toBe('Fallback');
  });

  it('changes and reports the locale', async () => {
    const p = await provider();
    await p.changeLocale('en');
    expect(p.getLocale()).toBe('en');
  });
});
