/** A month's timekeeping (`GET /admin/managers/attendances-statistic?month=`): sessions per teacher, from their check-ins. */
import { useCustom } from '@refinedev/core';

export interface TeacherDay {
  date: string;
  sessions: number;
  absences: number;
  classes: Array<{ id: number; name: string; check_in: number; units: number; note: string | null }>;
}

export interface TeacherMonth {
  manager: { id: number; name: string };
  branch: { id: number; name: string } | null;
  salary_type: string | null;
  auditing_status: number;
  sessions: number;
  days_taught: number;
  absences: number;
  days: TeacherDay[];
}

export function useTimekeeping(month: string) {
  const { query, result } = useCustom<{ month: string; items: TeacherMonth[]; sessions: number }>({
    url: '/admin/managers/attendances-statistic',
    method: 'get',
    config: { query: { month } },
    queryOptions: { placeholderData: (previous) => previous },
  });
  const data = query.isSuccess ? result.data : undefined;
  return { items: data?.items ?? [], sessions: data?.sessions ?? 0, loading: query.isFetching };
}
