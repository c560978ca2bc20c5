import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../schemas/settings';
import { channelReady, packageSends } from './academy-sends';

const settings = (email: object, sms: object, zalo: object = {}) => {
  const s = defaultSettings;
  return {
    email_settings: { ...s.email_settings, ...email },
    sms_settings: { ...s.sms_settings, ...sms },
    zalo_settings: { ...s.zalo_settings, ...zalo },
  };
};
const email = { is_enable: true, host: 'smtp.example.com', sender: 'office@example.com' };
const sms = { is_enable: true, api_key: 'key', secret_key: 'secret', brand_name: 'ACADEMY' };
const zalo = { is_enable: true, app_id: '4291763606161179100', secret_key: 'app-secret' };

describe('packageSends', () => {
  it('is the package feature notification.sent, from a set or a list', () => {
    expect(packageSends(new Set(['notification.sent', 'manager.customer']))).toBe(true);
    expect(packageSends(['notification.sent'])).toBe(true);
    expect(packageSends(['manager.customer'])).toBe(false);
  });
});

describe('channelReady', () => {
  it('is a channel switched on with all it needs', () => {
    expect(channelReady(settings(email, sms), 'email_settings')).toBe(true);
    expect(channelReady(settings(email, sms), 'sms_settings')).toBe(true);
    expect(channelReady(settings(email, sms, zalo), 'zalo_settings')).toBe(true);
  });
  it('is not a channel switched off, however set up', () => {
    expect(channelReady(settings({ ...email, is_enable: false }, sms), 'email_settings')).toBe(false);
    expect(channelReady(settings(email, { ...sms, is_enable: false }), 'sms_settings')).toBe(false);
  });
  it('is not a channel switched on without a field it needs', () => {
    for (const field of ['host', 'sender']) expect(channelReady(settings({ ...email, [field]: '' }, sms), 'email_settings')).toBe(false);
    for (const field of ['api_key', 'secret_key', 'brand_name'])
      expect(channelReady(settings(email, { ...sms, [field]: '' }), 'sms_settings')).toBe(false);
    for (const field of ['app_id', 'secret_key'])
      expect(channelReady(settings(email, sms, { ...zalo, [field]: '' }), 'zalo_settings')).toBe(false);
  });
});
