/**
 * The academy's wall clock in the app: "today" is the academy's day in the zone
 * it chose (settings → general), not the browser's. The signed-in shell provides
 * the zone of the academy profile; the public registration page its own.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { API_DATE_FORMAT } from '../../domain/dates';
import { DEFAULT_TIME_ZONE, zonedDateTime } from '../../domain/time-zones';

export interface AcademyClock {
  timeZone: string;
  /** Now as the academy's wall clock reads it, a local day and time as date pickers show them. */
  now: () => Dayjs;
  /** Today at the academy, YYYY-MM-DD. */
  today: () => string;
}

export function academyClock(timeZone: string): AcademyClock {
  const now = () => dayjs(zonedDateTime(timeZone));
  return { timeZone, now, today: () => now().format(API_DATE_FORMAT) };
}

const ClockContext = createContext<AcademyClock>(academyClock(DEFAULT_TIME_ZONE));

export function AcademyClockProvider({ timeZone, children }: { timeZone: string | undefined; children: ReactNode }) {
  const zone = timeZone ?? DEFAULT_TIME_ZONE;
  const clock = useMemo(() => academyClock(zone), [zone]);
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export const useAcademyClock = (): AcademyClock => useContext(ClockContext);
