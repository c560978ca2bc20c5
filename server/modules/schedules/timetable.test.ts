import { describe, expect, it } from 'vitest';
import {
  classOccurrences,
  dayOfWeek,
  daysOf,
  eventOccurrences,
  eventOn,
  findConflicts,
  REPEAT,
  type ClassPlan,
  type EventPlan,
} from './timetable';

const branch = { id: 1, name: 'Cơ sở 1' };
const teacher = (id: number) => ({ id, name: `GV ${id}` });
const klass = (id: number, schedules: ClassPlan['schedules'], teachers = [teacher(1)]): ClassPlan => ({
  id,
  name: `Lớp ${id}`,
  branch,
  teachers,
  schedules,
});
const event = (over: Partial<EventPlan>): EventPlan => ({
  id: 9,
  title: 'Trại hè',
  branch,
  location: 'Sân A',
  start_date: '2026-03-02',
  end_date: '2026-03-02',
  repeat_type: null,
  schedules: [],
  ...over,
});
const dates = (list: Array<{ date: string }>) => list.map((o) => o.date);

// 2026-03-02 is a Monday.
const WEEK = ['2026-03-02', '2026-03-08'] as const;

describe('days', () => {
  it('numbers days Monday 1 to Sunday 7', () => {
    expect(daysOf(...WEEK).map(dayOfWeek)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });
});

describe('classOccurrences', () => {
  it('puts each weekly slot on its weekday of the range, in time order', () => {
    const list = classOccurrences(
      [
        klass(1, [
          { day_of_week: '3', start_time: '17:00', end_time: '18:30' },
          { day_of_week: '1', start_time: '17:00', end_time: '18:30' },
        ]),
        klass(2, [{ day_of_week: '1', start_time: '08:00', end_time: '09:00' }]),
      ],
      ...WEEK,
    );
    expect(list.map((o) => [o.id, o.date, o.start_time, o.end_time])).toEqual([
      [2, '2026-03-02', '08:00', '09:00'],
      [1, '2026-03-02', '17:00', '18:30'],
      [1, '2026-03-04', '17:00', '18:30'],
    ]);
    expect(list[0]).toMatchObject({ kind: 'class', name: 'Lớp 2', branch, teachers: [teacher(1)] });
  });

  it('repeats every week over a longer range', () => {
    const list = classOccurrences([klass(1, [{ day_of_week: '7', start_time: '08:00', end_time: '09:30' }])], '2026-03-01', '2026-03-31');
    expect(dates(list)).toEqual(['2026-03-01', '2026-03-08', '2026-03-15', '2026-03-22', '2026-03-29']);
  });
});

describe('eventOccurrences', () => {
  it('spreads a one-off event over its days, from its first to its last programme time', () => {
    const list = eventOccurrences(
      [
        event({
          start_date: '2026-03-06',
          end_date: '2026-03-10',
          schedules: [
            { at_time: '15:30', content: 'Đấu tập' },
            { at_time: '07:30', content: 'Khởi động' },
          ],
        }),
      ],
      ...WEEK,
    );
    expect(dates(list)).toEqual(['2026-03-06', '2026-03-07', '2026-03-08']);
    expect(list[0]).toMatchObject({ kind: 'event', name: 'Trại hè', start_time: '07:30', end_time: '15:30', teachers: [], all_day: false });
    expect(list[0].programme?.map((p) => p.at_time)).toEqual(['07:30', '15:30']);
  });

  it('takes the whole day when the event has no programme', () => {
    expect(eventOccurrences([event({})], ...WEEK)[0]).toMatchObject({ start_time: '00:00', end_time: '23:59', all_day: true });
  });

  it('repeats daily, weekly, monthly and yearly from its start, never before it', () => {
    const daily = event({ start_date: '2026-03-04', repeat_type: REPEAT.daily });
    expect(dates(eventOccurrences([daily], ...WEEK))).toEqual(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);

    const weekly = event({ start_date: '2026-02-20', end_date: '2026-02-21', repeat_type: REPEAT.weekly });
    expect(dates(eventOccurrences([weekly], ...WEEK))).toEqual(['2026-03-06', '2026-03-07']);

    const monthly = event({ start_date: '2026-01-31', end_date: '2026-01-31', repeat_type: REPEAT.monthly });
    expect(eventOn(monthly, '2026-02-28')).toBe(true);
    expect(eventOn(monthly, '2026-03-31')).toBe(true);
    expect(eventOn(monthly, '2026-03-30')).toBe(false);
    expect(eventOn(monthly, '2025-12-31')).toBe(false);

    const yearly = event({ start_date: '2025-03-07', end_date: '2025-03-08', repeat_type: REPEAT.yearly });
    expect(dates(eventOccurrences([yearly], ...WEEK))).toEqual(['2026-03-07', '2026-03-08']);
  });

  it('keeps a monthly span that runs into the next month', () => {
    const monthly = event({ start_date: '2026-01-30', end_date: '2026-02-02', repeat_type: REPEAT.monthly });
    // February's copy starts on its last day, the 28th, and runs four days.
    expect(eventOn(monthly, '2026-03-03')).toBe(true);
    expect(eventOn(monthly, '2026-03-04')).toBe(false);
  });
});

describe('findConflicts', () => {
  it('flags a teacher in two overlapping classes, not back-to-back ones nor other days', () => {
    const list = classOccurrences(
      [
        klass(1, [{ day_of_week: '1', start_time: '17:00', end_time: '18:30' }]),
        klass(2, [
          { day_of_week: '1', start_time: '18:00', end_time: '19:00' },
          { day_of_week: '2', start_time: '17:00', end_time: '18:30' },
        ]),
        klass(3, [{ day_of_week: '1', start_time: '18:30', end_time: '20:00' }], [teacher(1), teacher(2)]),
        klass(4, [{ day_of_week: '1', start_time: '17:30', end_time: '18:00' }], [teacher(2)]),
      ],
      ...WEEK,
    );
    const conflicts = findConflicts(list);
    expect(conflicts.map((c) => [c.type, c.date, c.teacher?.id, c.occurrences.map((o) => o.id)])).toEqual([
      ['teacher', '2026-03-02', 1, [1, 2]],
      ['teacher', '2026-03-02', 1, [2, 3]],
    ]);
  });

  it('flags a class booked twice at overlapping times on one day', () => {
    const list = classOccurrences(
      [
        klass(
          1,
          [
            { day_of_week: '4', start_time: '17:00', end_time: '18:30' },
            { day_of_week: '4', start_time: '18:00', end_time: '19:00' },
          ],
          [],
        ),
      ],
      ...WEEK,
    );
    const [conflict, ...rest] = findConflicts(list);
    expect(rest).toEqual([]);
    expect(conflict).toMatchObject({ type: 'class', date: '2026-03-05', teacher: null });
    expect(conflict.occurrences.map((o) => o.start_time)).toEqual(['17:00', '18:00']);
  });

  it('leaves events out: they have no teachers', () => {
    const list = [
      ...classOccurrences([klass(1, [{ day_of_week: '1', start_time: '08:00', end_time: '10:00' }])], ...WEEK),
      ...eventOccurrences(
        [
          event({
            schedules: [
              { at_time: '08:00', content: 'a' },
              { at_time: '11:00', content: 'b' },
            ],
          }),
        ],
        ...WEEK,
      ),
    ];
    expect(findConflicts(list)).toEqual([]);
  });
});
