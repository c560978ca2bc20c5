import { describe, expect, it } from 'vitest';
import type { Channel } from '../../../domain/parent-notices';
import { channelsOn, reach, type Channels } from './parent-messages';
import type { AcademySettings } from '../settings/settings-service';

const channels = (email: boolean, sms: boolean, zalo = false, order: Channel[] = ['ZALO', 'SMS', 'EMAIL']): Channels => ({
  email,
  sms,
  zalo,
  order,
});
const on = channels(true, true);

describe('where a message to a parent can go', () => {
  it('goes on every channel on that has an address, an SMS only to a mobile', () => {
    expect(reach(on, { email: ' lan@x.vn ', mobile: '0912 345 678' })).toEqual({
      to: [
        { channel: 'EMAIL', recipient: 'lan@x.vn' },
        { channel: 'SMS', recipient: '0912345678' },
      ],
      reason: null,
    });
    expect(reach(channels(false, true), { email: 'lan@x.vn', mobile: '0912345678' }).to).toEqual([
      { channel: 'SMS', recipient: '0912345678' },
    ]);
  });

  it('says why nobody is reached: both channels off, or no address for the ones on', () => {
    const contact = { email: 'lan@x.vn', mobile: '0912345678' };
    expect(reach(channels(false, false), contact)).toEqual({ to: [], reason: 'CHANNELS_OFF' });
    expect(reach(channels(true, false), { email: '  ', mobile: '0912345678' })).toEqual({ to: [], reason: 'NO_EMAIL' });
    expect(reach(channels(false, true), { email: 'lan@x.vn', mobile: '024 3812 3456' })).toEqual({ to: [], reason: 'NO_MOBILE' });
    expect(reach(on, { email: null, mobile: null })).toEqual({ to: [], reason: 'NO_CONTACT' });
  });

  it('while Zalo carries the message, goes by the first channel of the order that reaches the parent', () => {
    const contact = { email: 'lan@x.vn', mobile: '+84 912 345 678' };
    expect(reach(channels(true, true, true), contact).to).toEqual([{ channel: 'ZALO', recipient: '84912345678' }]);
    expect(reach(channels(true, true, true), { ...contact, mobile: '024 3812 3456' }).to).toEqual([
      { channel: 'EMAIL', recipient: 'lan@x.vn' },
    ]);
    expect(reach(channels(true, true, true, ['ZALO', 'EMAIL', 'SMS']), { ...contact, mobile: null }).to).toEqual([
      { channel: 'EMAIL', recipient: 'lan@x.vn' },
    ]);
    expect(reach(channels(false, false, true), { email: 'lan@x.vn', mobile: null })).toEqual({ to: [], reason: 'NO_MOBILE' });
    expect(reach(channels(true, false, true), { email: null, mobile: null })).toEqual({ to: [], reason: 'NO_CONTACT' });
  });

  it("goes on the parent's preferred channel alone while it carries the message and reaches them, else as the academy sends", () => {
    const contact = { email: 'lan@x.vn', mobile: '0912345678' };
    // E-mail and SMS both, or one of them by the parent's choice.
    expect(reach(on, contact, 'SMS').to).toEqual([{ channel: 'SMS', recipient: '0912345678' }]);
    expect(reach(on, contact, 'EMAIL').to).toEqual([{ channel: 'EMAIL', recipient: 'lan@x.vn' }]);
    // Ahead of the academy's order while Zalo is on.
    expect(reach(channels(true, true, true), contact, 'EMAIL').to).toEqual([{ channel: 'EMAIL', recipient: 'lan@x.vn' }]);
    expect(reach(channels(true, true, true, ['ZALO', 'EMAIL', 'SMS']), contact, 'SMS').to).toEqual([
      { channel: 'SMS', recipient: '0912345678' },
    ]);
    // A channel off, or one with no address of theirs: the academy's channels as they are.
    expect(reach(on, contact, 'ZALO')).toEqual(reach(on, contact));
    expect(reach(channels(true, false), contact, 'SMS')).toEqual(reach(channels(true, false), contact));
    expect(reach(channels(true, true, true), { ...contact, email: null }, 'EMAIL').to).toEqual([
      { channel: 'ZALO', recipient: '84912345678' },
    ]);
    expect(reach(channels(false, false), contact, 'EMAIL')).toEqual({ to: [], reason: 'CHANNELS_OFF' });
    expect(reach(on, contact, null)).toEqual(reach(on, contact));
  });
});

describe("the academy's channels a parent can prefer", () => {
  const settings = (email: boolean, sms: boolean, zalo: boolean, order = 'ZALO_SMS_EMAIL') =>
    ({
      email_settings: { is_enable: email },
      sms_settings: { is_enable: sms },
      zalo_settings: { is_enable: zalo, channel_order: order },
    }) as unknown as AcademySettings;
  const sends = ['notification.sent'];

  it("are those on, in the academy's order, and none for a package that sends nothing", () => {
    expect(channelsOn(sends, settings(true, true, false))).toEqual(['SMS', 'EMAIL']);
    expect(channelsOn(sends, settings(true, true, true, 'ZALO_EMAIL_SMS'))).toEqual(['ZALO', 'EMAIL', 'SMS']);
    expect(channelsOn(sends, settings(true, false, true))).toEqual(['ZALO', 'EMAIL']);
    expect(channelsOn(sends, settings(false, false, false))).toEqual([]);
    expect(channelsOn([], settings(true, true, true))).toEqual([]);
  });
});
