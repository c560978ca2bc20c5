/** Date display formats of spec §9, and the API's ISO forms. */
import dayjs, { type Dayjs } from 'dayjs';

export const DATE_TIME_FORMAT = 'DD/MM/YYYY - HH:mm';
export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';
export const MONTH_FORMAT = 'MM/YYYY';
/** `format: date` values travel as YYYY-MM-DD. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';
/** `format: month` values travel as YYYY-MM. */
export const API_MONTH_FORMAT = 'YYYY-MM';

/**
 * The years an academy's dates fall in: a birthday is after 1900, and nothing
 * it plans reaches the year 3000. Narrower than PostgreSQL (no year 0) and than
 * four digits, so a day or a period past the last one is still YYYY-MM-DD.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;

const API_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const API_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const inYears = (year: number) => year >= FIRST_YEAR && year <= LAST_YEAR;

/** A real calendar day written YYYY-MM-DD, in those years: not 2026-02-30, not 0000-01-01. */
export function isApiDate(value: unknown): value is string {
  const match = typeof value === 'string' ? API_DAY.exec(value) : null;
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return inYears(y) && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar month written YYYY-MM, in those years. */
export function isApiMonth(value: unknown): value is string {
  const match = typeof value === 'string' ? API_MONTH.exec(value) : null;
  return !!match && inYears(Number(match[1]));
}

type DateInput = string | number | Date | Dayjs | null | undefined;

function format(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(pattern) : '';
}

export const formatDateTime = (value: DateInput) => format(value, DATE_TIME_FORMAT);
export const formatDate = (value: DateInput) => format(value, DATE_FORMAT);
export const formatTime = (value: DateInput) => format(value, TIME_FORMAT);
export const formatMonth = (value: DateInput) => format(value, MONTH_FORMAT);

/** A picked day as the API stores it; undefined when cleared. */
export function toApiDate(value: Dayjs | null | undefined): string | undefined {
  return value ? value.format(API_DATE_FORMAT) : undefined;
}

/** Parses an API date for a picker; a day no calendar has (2026-02-31, which dayjs would roll into March) or empty input gives null. */
export function fromApiDate(value: string | null | undefined): Dayjs | null {
  if (!value || !isApiDate(value)) return null;
  // dayjs reads YYYY-MM-DD as a local calendar day, which is what a picker shows.
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

const TYPED_DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A day typed into a date field (DD/MM/YYYY as shown, D/M/YYYY, or YYYY-MM-DD) in
 * the API's form, whether the calendar has it or not: "31/02/2026" → "2026-02-31",
 * which `isApiDate` then refuses. Other text comes back trimmed, as typed.
 */
export function typedDay(text: string): string {
  const typed = text.trim();
  const dmy = TYPED_DMY.exec(typed);
  return dmy ? `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}` : typed;
}

/** "17:30" as today at that time, for a time picker. */
export function fromClock(clock: string): Dayjs {
  return dayjs()
    .startOf('day')
    .hour(Number(clock.slice(0, 2)))
    .minute(Number(clock.slice(3, 5)));
}
