import { describe, expect, it } from 'vitest';
import type { Channel } from '../../../domain/parent-notices';
import { reach, type Channels } from './parent-messages';

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
});
