import { describe, expect, it } from 'vitest';
import {
  addDays,
  attendancePoints,
  balanceRefusal,
  dateRefusal,
  maxUnits,
  pointsEarned,
  sessionsOf,
  type AttendancePolicy,
  type Mark,
} from './attendance-policy';
import { ABSENT, PRESENT } from '../../../domain/check-in';
import { lessonDays, weekdayOf } from './attendance-calendar';

const policy = (patch: Partial<AttendancePolicy> = {}): AttendancePolicy => ({
  is_own_setting_enable: true,
  max_own: 2,
  is_time_off_setting_enable: true,
  max_time_off: 4,
  is_multi_attendee_enable: false,
  max_unit_per_lesson: 1,
  time_limit_in_days: 7,
  is_absence_counted: false,
  is_makeup_enable: false,
  makeup_notice_hours: 24,
  makeup_per_month: 2,
  makeup_valid_days: 30,
  renewal_days: 14,
  ...patch,
});
const present = (units = 1): Mark => ({ check_in: PRESENT, units });
const absent: Mark = { check_in: ABSENT, units: 1 };

describe('sessions a check-in takes', () => {
  const counted = policy({ is_absence_counted: true });

  it("takes a present check-in's units, and nothing for no mark", () => {
    expect(sessionsOf(policy(), undefined, false)).toBe(0);
    expect(sessionsOf(policy(), { check_in: -1, units: 3 }, false)).toBe(0);
    expect(sessionsOf(policy(), present(3), false)).toBe(3);
    expect(sessionsOf(counted, present(2), true)).toBe(2);
  });

  it('takes one session for an absence only where absences count and no make-up credit holds it', () => {
    expect(sessionsOf(policy(), absent, false)).toBe(0);
    expect(sessionsOf(counted, absent, false)).toBe(1);
    expect(sessionsOf(counted, absent, true)).toBe(0);
  });
});

describe('learning debt', () => {
  it('never refuses giving sessions back or a balance staying at zero or above', () => {
    expect(balanceRefusal(policy({ is_own_setting_enable: false }), -5, -1)).toBeNull();
    expect(balanceRefusal(policy({ is_own_setting_enable: false }), 1, 1)).toBeNull();
    expect(balanceRefusal(policy({ is_own_setting_enable: false }), 3, 0)).toBeNull();
  });

  it('refuses going below zero when debt is off', () => {
    expect(balanceRefusal(policy({ is_own_setting_enable: false }), 0, 1)).toBe('noSessions');
  });

  it('allows owing up to max_own and no further', () => {
    expect(balanceRefusal(policy({ max_own: 2 }), 0, 2)).toBeNull();
    expect(balanceRefusal(policy({ max_own: 2 }), -1, 1)).toBeNull();
    expect(balanceRefusal(policy({ max_own: 2 }), -2, 1)).toBe('debtLimit');
    expect(balanceRefusal(policy({ max_own: 0 }), 0, 1)).toBe('debtLimit');
  });
});

describe('units per check-in', () => {
  it('is one unless multiple attendance is on', () => {
    expect(maxUnits(policy({ max_unit_per_lesson: 4 }))).toBe(1);
    expect(maxUnits(policy({ is_multi_attendee_enable: true, max_unit_per_lesson: 4 }))).toBe(4);
  });
});

describe('days that may be marked', () => {
  it('refuses the future and days older than the limit; 0 is no limit', () => {
    expect(dateRefusal(policy(), '2025-03-11', '2025-03-10')).toBe('futureDay');
    expect(dateRefusal(policy(), '2025-03-10', '2025-03-10')).toBeNull();
    expect(dateRefusal(policy(), '2025-03-03', '2025-03-10')).toBeNull();
    expect(dateRefusal(policy(), '2025-03-02', '2025-03-10')).toBe('tooOld');
    expect(dateRefusal(policy({ time_limit_in_days: 0 }), '2020-01-01', '2025-03-10')).toBeNull();
    expect(dateRefusal(policy({ time_limit_in_days: 0 }), '2025-03-11', '2025-03-10')).toBe('futureDay');
  });

  it('does calendar arithmetic across months and years', () => {
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });
});

describe('attendance points', () => {
  it('earns them on a new present check-in and takes them back when undone', () => {
    expect(pointsEarned(undefined, present(), 10)).toBe(10);
    expect(pointsEarned(present(), present(3), 10)).toBe(0);
    expect(pointsEarned(present(), absent, 10)).toBe(-10);
    expect(pointsEarned(absent, undefined, 10)).toBe(0);
  });

  it('reads the attendance action of the settings', () => {
    expect(
      attendancePoints({
        point_settings: {
          actions: [
            { id: 1, value: 15 },
            { id: 2, value: 100 },
          ],
          level: [],
        },
      }),
    ).toBe(15);
    expect(attendancePoints({ point_settings: { actions: [{ id: 2, value: 100 }], level: [] } })).toBe(0);
  });
});

describe('lesson days', () => {
  it('finds the weekdays of the slots within a range (1 Monday … 7 Sunday)', () => {
    expect(weekdayOf('2025-03-10')).toBe(1);
    expect(weekdayOf('2025-03-16')).toBe(7);
    expect(lessonDays([{ day_of_week: '1' }, { day_of_week: '3' }], '2025-03-01', '2025-03-16')).toEqual([
      '2025-03-03',
      '2025-03-05',
      '2025-03-10',
      '2025-03-12',
    ]);
    expect(lessonDays([], '2025-03-01', '2025-03-31')).toEqual([]);
  });
});
