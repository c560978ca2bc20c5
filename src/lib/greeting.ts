/** Part of the day used for the header greeting (spec §1). */
export type DayPart = 'morning' | 'afternoon' | 'evening' | 'night';

/**
 * 03:00–11:59 morning, 12:00–14:59 afternoon, 15:00–19:59 evening, 20:00–02:59 night.
 * Only the hour matters: every boundary falls on a full hour.
 */
export function dayPart(date: Date): DayPart {
  const hour = date.getHours();
  if (hour >= 3 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 15) return 'afternoon';
  if (hour >= 15 && hour < 20) return 'evening';
  return 'night';
}
