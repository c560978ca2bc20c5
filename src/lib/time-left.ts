/** Whole days and hours until a moment, for the trial countdown (spec §4). */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface TimeLeft {
  days: number;
  hours: number;
  /** True once the moment has passed. */
  over: boolean;
}

export function timeLeft(until: string | Date, now: Date = new Date()): TimeLeft {
  const ms = new Date(until).getTime() - now.getTime();
  if (!(ms > 0)) return { days: 0, hours: 0, over: true };
  return { days: Math.floor(ms / DAY), hours: Math.floor((ms % DAY) / HOUR), over: false };
}
