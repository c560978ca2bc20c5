/**
 * The academy's time zone (spec §3: 77 zones with their hour offsets): the list
 * lives in schemas/enums.json (`time_zone`, IANA ids with their places in both
 * languages); the offset is read from the zone's own rules at the moment asked,
 * so a zone with summer time reads right all year. And the academy's wall clock:
 * what day and hour it is there, which is what every "today" of the academy means.
 */
import enums from '../schemas/enums.json' with { type: 'json' };

type Lang = 'vi' | 'en';

const zone = enums.$defs.time_zone as { enum: string[]; default: string; 'x-enum-labels': Record<string, Record<Lang, string>> };

export const TIME_ZONES: readonly string[] = zone.enum;
/** The zone of an academy that has not chosen one: the product's home. */
export const DEFAULT_TIME_ZONE = zone.default;

export const isTimeZone = (value: unknown): value is string => typeof value === 'string' && TIME_ZONES.includes(value);

/** One formatter per zone and use: building one costs far more than formatting with it. */
function formatterOf(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) cache.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, ...options })));
  return format;
}
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes ahead of UTC in `timeZone` at `at` (-420 in Los Angeles in summer, 420 in Hanoi). */
export function utcOffsetMinutes(timeZone: string, at: Date = new Date()): number {
  const name =
    formatterOf(offsetFormats, timeZone, { timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  // "GMT+05:45", "GMT-03:00", or plain "GMT" at UTC.
  const match = /([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** "+07:00", "-03:30". */
export function formatOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** "(UTC+07:00) Bangkok, Phnôm Pênh, Viêng Chăn": the offset now and the zone's places in `lang`. */
export function timeZoneLabel(timeZone: string, lang: Lang, at: Date = new Date()): string {
  const places = zone['x-enum-labels'][timeZone]?.[lang] ?? timeZone;
  return `(UTC${formatOffset(utcOffsetMinutes(timeZone, at))}) ${places}`;
}

/** The list to choose from, west to east by the offset each zone has now. */
export function timeZoneOptions(lang: Lang, at: Date = new Date()): Array<{ value: string; label: string }> {
  return TIME_ZONES.map((id, order) => ({ id, order, offset: utcOffsetMinutes(id, at) }))
    .sort((a, b) => a.offset - b.offset || a.order - b.order)
    .map(({ id }) => ({ value: id, label: timeZoneLabel(id, lang, at) }));
}

/** The wall clock in `timeZone` at `at`: 'YYYY-MM-DDTHH:mm:ss'. */
export function zonedDateTime(timeZone: string, at: Date = new Date()): string {
  const parts = Object.fromEntries(
    formatterOf(clockFormats, timeZone, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The day it is in `timeZone` at `at`: 'YYYY-MM-DD'. */
export const zonedDate = (timeZone: string, at: Date = new Date()): string => zonedDateTime(timeZone, at).slice(0, 10);
