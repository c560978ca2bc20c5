/**
 * The class the attendance page opens on when the address names none: the caller's
 * next class that meets today, from the timetable of the branches in view
 * (`GET /admin/schedules` for the academy's today, see todays-class.ts). Settled once the timetable
 * has answered, failed, or is not the caller's to read (a package without the schedule).
 */
import { useCan, useCustom } from '@refinedev/core';
import { API_DATE_FORMAT, TIME_FORMAT } from '../../../domain/dates';
import type { Timetable } from '../../../domain/timetable';
import { useAcademyClock } from '../../providers/academy-clock';
import { SCHEDULES_URL } from '../schedules/use-timetable';
import { nextClassToday } from './todays-class';

export function useTodaysClass(wanted: boolean): { classId?: number; settled: boolean } {
  const { data: can } = useCan({ resource: 'schedules', action: 'list' });
  const readable = wanted && can?.can === true;
  const { now } = useAcademyClock();
  const today = now().format(API_DATE_FORMAT);
  const { query, result } = useCustom<Timetable>({
    url: SCHEDULES_URL,
    method: 'get',
    config: { query: { fromDate: today, toDate: today } },
    // Without it the page still opens, on the first class: no toast.
    errorNotification: false,
    queryOptions: { enabled: readable },
  });
  if (!wanted || can?.can === false) return { settled: true };
  if (!readable || query.isPending) return { settled: false };
  return { classId: query.isSuccess ? nextClassToday(result.data.items, now().format(TIME_FORMAT)) : undefined, settled: true };
}
