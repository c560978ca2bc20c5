/** A month's timekeeping (`GET /admin/managers/attendances-statistic?month=`): sessions per teacher, from their check-ins. */
import { useCustom } from '@refinedev/core';
import type { Timekeeping } from '../../../domain/timekeeping';

export type { TeacherDay, TeacherMonth } from '../../../domain/timekeeping';

export function useTimekeeping(month: string) {
  const { query, result } = useCustom<Timekeeping>({
    url: '/admin/managers/attendances-statistic',
    method: 'get',
    config: { query: { month } },
    queryOptions: { placeholderData: (previous) => previous },
  });
  const data = query.isSuccess ? result.data : undefined;
  return { items: data?.items ?? [], sessions: data?.sessions ?? 0, loading: query.isFetching };
}
