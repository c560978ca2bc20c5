import { describe, expect, it } from 'vitest';
import { allowanceMonth, timeOffRefusal } from './time-off-policy';

const policy = {
  is_own_setting_enable: true,
  max_own: 2,
  is_time_off_setting_enable: true,
  max_time_off: 2,
  is_multi_attendee_enable: false,
  max_unit_per_lesson: 1,
  time_limit_in_days: 7,
};
const request = { player_id: 1, at_date: '2026-03-10', status: 0 };

describe('allowanceMonth', () => {
  it('counts a request in its calendar month unless it was rejected', () => {
    expect(allowanceMonth(request)).toBe('2026-03');
    expect(allowanceMonth({ ...request, status: 1 })).toBe('2026-03');
    expect(allowanceMonth({ ...request, status: 2 })).toBeNull();
  });
});

describe('timeOffRefusal', () => {
  it('refuses new requests when leave requests are off', () => {
    expect(timeOffRefusal({ ...policy, is_time_off_setting_enable: false }, request, 0)).toBe('disabled');
  });

  it('still lets an existing request be approved or rejected when they are off', () => {
    const off = { ...policy, is_time_off_setting_enable: false };
    expect(timeOffRefusal(off, { ...request, status: 1 }, 1, request)).toBeNull();
    expect(timeOffRefusal(off, { ...request, status: 2 }, 1, request)).toBeNull();
  });

  it('allows up to max_time_off requests a month', () => {
    expect(timeOffRefusal(policy, request, 1)).toBeNull();
    expect(timeOffRefusal(policy, request, 2)).toBe('limit');
  });

  it('checks a request moved into another month, or brought back from rejected', () => {
    expect(timeOffRefusal(policy, request, 2, { ...request, at_date: '2026-02-27' })).toBe('limit');
    expect(timeOffRefusal(policy, request, 2, { ...request, status: 2 })).toBe('limit');
    expect(timeOffRefusal(policy, request, 2, { ...request, at_date: '2026-03-01' })).toBeNull();
  });

  it('does not count a rejected request against the allowance', () => {
    expect(timeOffRefusal(policy, { ...request, status: 2 }, 5)).toBeNull();
  });
});
