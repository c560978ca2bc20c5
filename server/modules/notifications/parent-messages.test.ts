import { describe, expect, it } from 'vitest';
import { reach } from './parent-messages';

const on = { email: true, sms: true };

describe('where a message to a parent can go', () => {
  it('goes on every channel on that has an address, an SMS only to a mobile', () => {
    expect(reach(on, { email: ' lan@x.vn ', mobile: '0912 345 678' })).toEqual({
      to: [
        { channel: 'EMAIL', recipient: 'lan@x.vn' },
        { channel: 'SMS', recipient: '0912345678' },
      ],
      reason: null,
    });
    expect(reach({ email: false, sms: true }, { email: 'lan@x.vn', mobile: '0912345678' }).to).toEqual([
      { channel: 'SMS', recipient: '0912345678' },
    ]);
  });

  it('says why nobody is reached: both channels off, or no address for the ones on', () => {
    const contact = { email: 'lan@x.vn', mobile: '0912345678' };
    expect(reach({ email: false, sms: false }, contact)).toEqual({ to: [], reason: 'CHANNELS_OFF' });
    expect(reach({ email: true, sms: false }, { email: '  ', mobile: '0912345678' })).toEqual({ to: [], reason: 'NO_EMAIL' });
    expect(reach({ email: false, sms: true }, { email: 'lan@x.vn', mobile: '024 3812 3456' })).toEqual({ to: [], reason: 'NO_MOBILE' });
    expect(reach(on, { email: null, mobile: null })).toEqual({ to: [], reason: 'NO_CONTACT' });
  });
});
