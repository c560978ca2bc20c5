/** The dashboard's figures for a year (`GET /admin/dashboard?year=`), within the branch the header has selected. */
import { useCustom } from '@refinedev/core';
import type { Dashboard } from '../../../domain/dashboard';

export const DASHBOARD_URL = '/admin/dashboard';

export function useDashboard(year: number) {
  const { query, result } = useCustom<Dashboard>({
    url: DASHBOARD_URL,
    method: 'get',
    config: { query: { year } },
    // Last year's figures stay on screen while the next year's load.
    queryOptions: { placeholderData: (previous) => previous },
  });
  return {
    dashboard: query.isSuccess ? result.data : undefined,
    loading: query.isLoading,
    failed: query.isError,
    fetching: query.isFetching,
    retry: () => void query.refetch(),
  };
}
