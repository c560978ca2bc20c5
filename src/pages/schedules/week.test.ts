import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  ALL_DAY,
  cellOf,
  conflictReasons,
  dayOfWeek,
  mondayOf,
  occurrenceKey,
  rowHolds,
  timeRows,
  weekDays,
  type Occurrence,
} from './week';

const branch = { id: 1, name: 'Cơ sở 1' };
const lesson = (over: Partial<Occurrence>): Occurrence => ({
  kind: 'class',
  id: 1,
  name: 'U10',
  branch,
  date: '2026-03-02',
  start_time: '17:00',
  end_time: '18:30',
  teachers: [],
  ...over,
});

describe('the week', () => {
  it('starts on Monday whatever day is given, Sunday included', () => {
    expect(mondayOf(dayjs('2026-03-04')).format('YYYY-MM-DD')).toBe('2026-03-02');
    expect(mondayOf(dayjs('2026-03-08')).format('YYYY-MM-DD')).toBe('2026-03-02');
    expect(mondayOf(dayjs('2026-03-02')).format('YYYY-MM-DD')).toBe('2026-03-02');
  });

  it('lists its seven days, numbered Monday 1 to Sunday 7', () => {
    const days = weekDays(dayjs('2026-03-02'));
    expect(days).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
    expect(days.map(dayOfWeek)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });
});

describe('rows and cells', () => {
  const items = [
    lesson({}),
    lesson({ id: 2, name: 'U8', start_time: '08:00', end_time: '09:30' }),
    lesson({ id: 3, name: 'A U10 bis', date: '2026-03-02' }),
    lesson({ kind: 'event', id: 9, name: 'Trại hè', start_time: '00:00', end_time: '23:59', all_day: true }),
    lesson({ date: '2026-03-04' }),
  ];

  it('has one row per distinct time range, all-day first', () => {
    expect(timeRows(items)).toEqual([ALL_DAY, '08:00 - 09:30', '17:00 - 18:30']);
  });

  it('puts in a cell the occurrences of that day and range, by name', () => {
    expect(cellOf(items, '17:00 - 18:30', '2026-03-02').map((o) => o.id)).toEqual([3, 1]);
    expect(cellOf(items, '17:00 - 18:30', '2026-03-04').map((o) => o.id)).toEqual([1]);
    expect(cellOf(items, ALL_DAY, '2026-03-02').map((o) => o.id)).toEqual([9]);
  });

  it('knows the row the current time is in', () => {
    expect(rowHolds('17:00 - 18:30', '17:45')).toBe(true);
    expect(rowHolds('17:00 - 18:30', '18:30')).toBe(false);
    expect(rowHolds(ALL_DAY, '12:00')).toBe(false);
  });
});

describe('conflictReasons', () => {
  it('gathers every reason an occurrence is flagged for', () => {
    const a = lesson({});
    const b = lesson({ id: 2, start_time: '18:00', end_time: '19:00' });
    const c = lesson({ id: 3, start_time: '18:00', end_time: '19:00' });
    const reasons = conflictReasons([
      { type: 'teacher', date: a.date, teacher: { id: 5, name: 'GV' }, occurrences: [a, b], reason: 'one' },
      { type: 'teacher', date: a.date, teacher: { id: 6, name: 'GV2' }, occurrences: [a, c], reason: 'two' },
    ]);
    expect(reasons.get(occurrenceKey(a))).toEqual(['one', 'two']);
    expect(reasons.get(occurrenceKey(c))).toEqual(['two']);
    expect(reasons.has(occurrenceKey(lesson({ id: 4 })))).toBe(false);
  });
});
