import { describe, expect, it } from 'vitest';
import type { AttendancePolicy } from '../attendance/attendance-policy';
import { creditExpiry, lessonStart, makeupRefusal } from './makeup-policy';

const policy = (patch: Partial<AttendancePolicy> = {}) =>
  ({ is_makeup_enable: true, makeup_notice_hours: 24, makeup_per_month: 2, makeup_valid_days: 30, ...patch }) as AttendancePolicy;
const request = (patch = {}) => ({ hasLesson: true, noticeHours: 30, grantedThatMonth: 0, grantedThatPack: 0, ...patch });

describe('a make-up credit for a leave request', () => {
  it('is granted for a lesson asked off in time, within the allowances', () => {
    expect(makeupRefusal(policy(), request())).toBeNull();
    expect(makeupRefusal(policy(), request({ noticeHours: 24, grantedThatMonth: 1 }))).toBeNull();
  });

  it('is refused while credits are off, without a lesson that day, or asked late', () => {
    expect(makeupRefusal(policy({ is_makeup_enable: false }), request())).toBe('off');
    expect(makeupRefusal(policy(), request({ hasLesson: false }))).toBe('noLesson');
    expect(makeupRefusal(policy(), request({ noticeHours: 23.9 }))).toBe('notice');
  });

  it("is refused past the month's allowance, and past the pack's where the policy sets one", () => {
    expect(makeupRefusal(policy(), request({ grantedThatMonth: 2 }))).toBe('allowance');
    expect(makeupRefusal(policy(), request({ grantedThatPack: 40 }))).toBeNull();
    expect(makeupRefusal(policy({ makeup_per_pack: 3 }), request({ grantedThatPack: 2 }))).toBeNull();
    expect(makeupRefusal(policy({ makeup_per_pack: 3 }), request({ grantedThatPack: 3 }))).toBe('allowance');
    expect(makeupRefusal(policy({ makeup_per_pack: 0 }), request())).toBe('allowance');
  });

  it('lasts the days of the policy after the lesson missed', () => {
    expect(creditExpiry(policy(), '2026-12-20')).toBe('2027-01-19');
  });
});

describe("a class's lesson of a day", () => {
  const slots = [
    { day_of_week: '2', start_time: '18:00' },
    { day_of_week: '2', start_time: '08:30' },
    { day_of_week: '4', start_time: '17:30' },
  ];

  it("starts at the day's earliest slot, and a day without one has none", () => {
    // Weekday 2 is a Tuesday (1 Monday … 7 Sunday): 2026-12-01; 2026-11-30 is a Monday.
    expect(lessonStart(slots, '2026-12-01')).toBe('08:30');
    expect(lessonStart(slots, '2026-11-30')).toBeNull();
  });
});
