/** Days as the API writes them (YYYY-MM-DD, the academy's calendar), shown in the app's language. */
const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const locale = (language: string) => (language === 'en' ? 'en-GB' : 'vi-VN');

/** "Thứ Sáu, 27/11" / "Friday, 27/11". */
export function dayLabel(day: string, language: string): string {
  const date = asUtc(day);
  const weekday = new Intl.DateTimeFormat(locale(language), { weekday: 'long', timeZone: 'UTC' }).format(date);
  const dm = new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(date);
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}, ${dm}`;
}

/** "27/11/2026". */
export const fullDate = (day: string) =>
  new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(asUtc(day));

export function addDays(day: string, days: number): string {
  const date = asUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "2026-11" → "2026-12" (or back with -1). */
export function addMonths(month: string, months: number): string {
  const date = asUtc(`${month}-01`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
}

/** "2026-11" → "11/2026". */
export const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
