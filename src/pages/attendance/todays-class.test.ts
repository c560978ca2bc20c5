import { describe, expect, it } from 'vitest';
import type { Occurrence } from '../../../domain/timetable';
import { nextClassToday } from './todays-class';

const lesson = (id: number, start_time: string, end_time: string, kind: Occurrence['kind'] = 'class'): Occurrence => ({
  kind,
  id,
  name: `Lớp ${id}`,
  branch: { id: 1, name: 'Cơ sở 1' },
  date: '2026-03-02',
  start_time,
  end_time,
  teachers: [],
});

describe('nextClassToday', () => {
  const day = [lesson(3, '17:00', '18:30'), lesson(1, '07:30', '09:00'), lesson(2, '09:30', '11:00'), lesson(9, '08:00', '09:00', 'event')];

  it('opens on the lesson under way, else the next to start', () => {
    expect(nextClassToday(day, '08:15')).toBe(1);
    expect(nextClassToday(day, '09:00')).toBe(2);
    expect(nextClassToday(day, '06:00')).toBe(1);
    expect(nextClassToday(day, '12:00')).toBe(3);
  });

  it('once the day is over, opens on its last lesson; on a day without lessons, on none', () => {
    expect(nextClassToday(day, '20:00')).toBe(3);
    expect(nextClassToday([lesson(9, '08:00', '09:00', 'event')], '07:00')).toBeUndefined();
    expect(nextClassToday([], '07:00')).toBeUndefined();
  });
});
