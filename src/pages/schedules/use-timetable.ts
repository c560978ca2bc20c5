/** One week of the timetable (`GET /admin/schedules`), within the branch the header has selected. */
import { useCustom } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import { API_DATE_FORMAT } from '../../../domain/dates';
import type { Timetable } from '../../../domain/timetable';

export const SCHEDULES_URL = '/admin/schedules';

export function useTimetable(monday: Dayjs) {
  const { query, result } = useCustom<Timetable>({
    url: SCHEDULES_URL,
    method: 'get',
    config: { query: { fromDate: monday.format(API_DATE_FORMAT), toDate: monday.add(6, 'day').format(API_DATE_FORMAT) } },
    // Last week's cells stay on screen while the next week loads.
    queryOptions: { placeholderData: (previous) => previous },
  });
  const timetable = query.isSuccess ? (result.data as Timetable) : undefined;
  return { timetable, loading: query.isLoading, fetching: query.isFetching };
}
