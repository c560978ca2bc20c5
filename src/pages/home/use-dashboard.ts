/** The dashboard's figures for a year (`GET /admin/dashboard?year=`), within the branch the header has selected. */
import { useCustom } from '@refinedev/core';

type Named = { id: number; name: string } | null;

export interface Dashboard {
  year: number;
  start_year: number;
  revenue_total: number;
  expense_total: number;
  class_count: number;
  order_count: number;
  player_count: number;
  free_trial_count: number;
  by_month: Array<{ month: number; revenue: number; expense: number }>;
  recent: {
    revenues: Array<{ id: number; title: string; amount: number; at_date: string; payment_type: number; category: Named; player: Named }>;
    expenses: Array<{
      id: number;
      title: string;
      amount: number;
      at_date: string;
      payment_type: number;
      note: string | null;
      category: Named;
      manager: Named;
    }>;
    redeems: Array<{
      id: number;
      issue_date: string;
      point_used: number;
      redeem_status: number;
      customer_mobile: string | null;
      reward: Named;
      player: Named;
    }>;
    orders: Array<{
      id: number;
      order_date: string;
      customer_name: string;
      customer_mobile: string;
      item_names: string[];
      transaction_amount: number;
      payment_type: number;
      order_status: number;
    }>;
  };
}

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
