import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  formatOffset,
  isTimeZone,
  TIME_ZONES,
  timeZoneLabel,
  timeZoneOptions,
  utcOffsetMinutes,
  zonedDate,
  zonedDateTime,
} from './time-zones';
import enums from '../schemas/enums.json' with { type: 'json' };

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('the time zone list (spec §3)', () => {
  it('has 77 distinct zones the clock knows, each named in both languages, Vietnam by default', () => {
    expect(TIME_ZONES).toHaveLength(77);
    expect(new Set(TIME_ZONES).size).toBe(77);
    const labels = enums.$defs.time_zone['x-enum-labels'] as Record<string, { vi: string; en: string }>;
    for (const zone of TIME_ZONES) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone }), zone).not.toThrow();
      expect(labels[zone]?.vi, zone).toBeTruthy();
      expect(labels[zone]?.en, zone).toBeTruthy();
    }
    expect(Object.keys(labels).sort()).toEqual([...TIME_ZONES].sort());
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Ho_Chi_Minh');
    expect(isTimeZone(DEFAULT_TIME_ZONE)).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone(7)).toBe(false);
  });

  it('labels a zone with its offset and its places in the reader’s language', () => {
    expect(timeZoneLabel('Asia/Ho_Chi_Minh', 'vi', WINTER)).toBe('(UTC+07:00) Hà Nội, TP. Hồ Chí Minh');
    expect(timeZoneLabel('Asia/Ho_Chi_Minh', 'en', WINTER)).toBe('(UTC+07:00) Hanoi, Ho Chi Minh City');
    expect(timeZoneLabel('Asia/Kathmandu', 'en', WINTER)).toBe('(UTC+05:45) Kathmandu');
    expect(timeZoneLabel('UTC', 'en', WINTER)).toBe('(UTC+00:00) Coordinated Universal Time');
    expect(timeZoneLabel('Etc/GMT+12', 'en', WINTER)).toBe('(UTC-12:00) International Date Line West');
  });

  it('reads the offset a zone has on the day asked, summer time included', () => {
    expect(formatOffset(utcOffsetMinutes('Europe/London', WINTER))).toBe('+00:00');
    expect(formatOffset(utcOffsetMinutes('Europe/London', SUMMER))).toBe('+01:00');
    expect(formatOffset(utcOffsetMinutes('America/St_Johns', WINTER))).toBe('-03:30');
    expect(formatOffset(utcOffsetMinutes('America/St_Johns', SUMMER))).toBe('-02:30');
    // Southern summer: Sydney is ahead by 11 hours in January, 10 in July.
    expect(utcOffsetMinutes('Australia/Sydney', WINTER)).toBe(660);
    expect(utcOffsetMinutes('Australia/Sydney', SUMMER)).toBe(600);
    expect(utcOffsetMinutes('Asia/Ho_Chi_Minh', SUMMER)).toBe(420);
  });

  it('offers the zones west to east by their offset that day, from UTC-12 to UTC+14', () => {
    for (const at of [WINTER, SUMMER]) {
      const options = timeZoneOptions('vi', at);
      expect(options.map((o) => o.value).sort()).toEqual([...TIME_ZONES].sort());
      const offsets = options.map((o) => utcOffsetMinutes(o.value, at));
      expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
      expect(options[0].label).toBe('(UTC-12:00) Đường đổi ngày quốc tế phía Tây');
      expect(options.at(-1)!.label).toBe('(UTC+14:00) Đảo Kiritimati');
    }
  });
});

describe('the wall clock of a zone', () => {
  it('reads the day and time there, across the date line', () => {
    const at = new Date('2026-12-31T20:15:30Z');
    expect(zonedDateTime('Asia/Ho_Chi_Minh', at)).toBe('2027-01-01T03:15:30');
    expect(zonedDateTime('America/Los_Angeles', at)).toBe('2026-12-31T12:15:30');
    expect(zonedDate('Pacific/Kiritimati', at)).toBe('2027-01-01');
    expect(zonedDate('Etc/GMT+12', at)).toBe('2026-12-31');
    expect(zonedDateTime('UTC', new Date('2026-03-01T00:00:00Z'))).toBe('2026-03-01T00:00:00');
  });
});
