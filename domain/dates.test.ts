import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonth, formatTime, fromApiDate, isApiDate, isApiMonth, toApiDate } from './dates';

// Local-time inputs keep the test independent of the machine's time zone.
const local = new Date(2026, 2, 7, 9, 5);

describe('date formats', () => {
  it('formats date-times as DD/MM/YYYY - HH:mm', () => {
    expect(formatDateTime(local)).toBe('07/03/2026 - 09:05');
  });
  it('formats dates, times and months', () => {
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
    expect(formatTime(local)).toBe('09:05');
    expect(formatMonth(local)).toBe('03/2026');
  });
  it('gives an empty string for missing or invalid values', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('API dates', () => {
  it('round-trips YYYY-MM-DD', () => {
    const picked = fromApiDate('2015-12-31');
    expect(picked?.format('DD/MM/YYYY')).toBe('31/12/2015');
    expect(toApiDate(picked)).toBe('2015-12-31');
  });
  it('treats empty values as cleared', () => {
    expect(fromApiDate(undefined)).toBeNull();
    expect(toApiDate(null)).toBeUndefined();
    expect(toApiDate(dayjs('2020-01-02'))).toBe('2020-01-02');
  });
});

describe('days and months the API takes', () => {
  it('takes only real calendar days', () => {
    expect(isApiDate('2024-02-29')).toBe(true);
    for (const day of ['2025-02-29', '2026-02-30', '2026-04-31', '2025-13-01', '2026-00-10', '31/01/2025', '2026-1-01', undefined])
      expect(isApiDate(day)).toBe(false);
  });
  it('takes the years 1900 to 2999, so year 0000 is no day', () => {
    expect([isApiDate('1900-01-01'), isApiDate('2999-12-31')]).toEqual([true, true]);
    expect([isApiDate('0000-01-01'), isApiDate('1899-12-31'), isApiDate('3000-01-01'), isApiDate('9999-12-31')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect([isApiMonth('2026-02'), isApiMonth('0000-01'), isApiMonth('9999-12'), isApiMonth('2026-13')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
