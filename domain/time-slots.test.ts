import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../schemas/catalogue';
import { isTimeSlotArray, newSlot, slotLabel, slotsNotOffered, sortSlots, toSlots } from './time-slots';

const schemaFiles = import.meta.glob(['../schemas/*.json', '!../schemas/*.ui.json'], { eager: true, import: 'default' });
const catalogue = buildCatalogue(Object.values(schemaFiles) as Parameters<typeof buildCatalogue>[0]);
const days: Record<string, string> = { '1': 'Thứ 2', '3': 'Thứ 4', '7': 'Chủ nhật' };
const dayName = (day: string) => days[day];

describe('time slots', () => {
  it('recognise the schedule arrays of the catalogue and nothing else', () => {
    expect(isTimeSlotArray(catalogue.classes.properties.schedules)).toBe(true);
    expect(isTimeSlotArray(catalogue.practices.properties.schedules)).toBe(true);
    expect(isTimeSlotArray({ type: 'array', 'x-widget': 'time-slots' })).toBe(true);
    expect(isTimeSlotArray(catalogue.classes.properties.name)).toBe(false);
    expect(isTimeSlotArray({ type: 'array', items: { type: 'object', 'x-time-range': ['from', 'to'] } })).toBe(false);
  });

  it('read as "day | start - end"', () => {
    expect(slotLabel({ day_of_week: '1', start_time: '17:00', end_time: '18:30' }, dayName)).toBe('Thứ 2 | 17:00 - 18:30');
    expect(slotLabel({ day_of_week: '7', start_time: '08:00', end_time: '09:30' }, () => 'Sun')).toBe('Sun | 08:00 - 09:30');
  });

  it('sort by day, Monday first and Sunday last, then by start, without touching the input', () => {
    const slots = [
      { day_of_week: '7', start_time: '08:00', end_time: '09:00' },
      { day_of_week: '3', start_time: '18:00', end_time: '19:00' },
      { day_of_week: '3', start_time: '07:30', end_time: '09:00' },
      { day_of_week: '1', start_time: '17:00', end_time: '18:30' },
    ];
    expect(sortSlots(slots).map((s) => slotLabel(s, dayName))).toEqual([
      'Thứ 2 | 17:00 - 18:30',
      'Thứ 4 | 07:30 - 09:00',
      'Thứ 4 | 18:00 - 19:00',
      'Chủ nhật | 08:00 - 09:00',
    ]);
    expect(slots[0].day_of_week).toBe('7');
  });

  it('start a new row on Monday, 17:00–18:30 or the last row’s times', () => {
    expect(newSlot([])).toEqual({ day_of_week: '1', start_time: '17:00', end_time: '18:30' });
    expect(newSlot([{ day_of_week: '5', start_time: '07:00', end_time: '08:00' }])).toEqual({
      day_of_week: '1',
      start_time: '07:00',
      end_time: '08:00',
    });
  });

  it('read only well-formed slots from a stored value', () => {
    const slot = { day_of_week: '2', start_time: '17:00', end_time: '18:00' };
    expect(toSlots([slot, null, { day_of_week: 2 }, 'x'])).toEqual([slot]);
    expect(toSlots(null)).toEqual([]);
  });

  it('tell the chosen slots another record does not offer, by day and both times', () => {
    const monday = { day_of_week: '1', start_time: '17:00', end_time: '18:30' };
    const friday = { day_of_week: '5', start_time: '17:00', end_time: '18:30' };
    expect(slotsNotOffered([monday, friday], [friday])).toEqual([monday]);
    expect(slotsNotOffered([monday], [{ ...monday, end_time: '18:00' }])).toEqual([monday]);
    expect(slotsNotOffered([monday], [friday, monday])).toEqual([]);
    expect(slotsNotOffered([], [])).toEqual([]);
  });
});
