import { describe, expect, it } from 'vitest';
import { dateText, sheetDateTime, sheetDay, shownDay } from './sheet-dates';

describe('spreadsheet dates', () => {
  it('reads a date field as that day, at midnight in the cell', () => {
    expect(sheetDay('2026-03-09')).toEqual(new Date(Date.UTC(2026, 2, 9)));
    expect(sheetDay(new Date(Date.UTC(2026, 2, 9)))).toEqual(new Date(Date.UTC(2026, 2, 9)));
    expect(sheetDay(null)).toBeNull();
    expect(sheetDay('')).toBeNull();
    expect(sheetDay('2026-02-30')).toBeNull();
  });

  it("reads an instant on the clock of the academy's zone, the day changing with it", () => {
    expect(sheetDateTime('2026-03-09T17:30:00Z', 'Asia/Ho_Chi_Minh')).toEqual(new Date(Date.UTC(2026, 2, 10, 0, 30)));
    expect(sheetDateTime('2026-03-09T01:05:00+07:00', 'Asia/Ho_Chi_Minh')).toEqual(new Date(Date.UTC(2026, 2, 9, 1, 5)));
    // Los Angeles on summer time (UTC-7) from 8 March 2026.
    expect(sheetDateTime('2026-03-09T17:30:00Z', 'America/Los_Angeles')).toEqual(new Date(Date.UTC(2026, 2, 9, 10, 30)));
    expect(sheetDateTime(undefined, 'Asia/Ho_Chi_Minh')).toBeNull();
    expect(sheetDateTime('not a date', 'Asia/Ho_Chi_Minh')).toBeNull();
  });

  it('reads a shown day and leaves other labels alone', () => {
    expect(shownDay('31/12/2026')).toEqual(new Date(Date.UTC(2026, 11, 31)));
    expect(shownDay('Tổng')).toBeNull();
    expect(shownDay('12/2026')).toBeNull();
    expect(shownDay('31/02/2026')).toBeNull();
  });

  it('writes the text a CSV keeps', () => {
    const cell = new Date(Date.UTC(2026, 0, 5, 7, 3));
    expect(dateText(cell, false)).toBe('05/01/2026');
    expect(dateText(cell, true)).toBe('05/01/2026 07:03');
  });
});
