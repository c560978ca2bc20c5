/**
 * Transport attendance calls (server/modules/transport/transport-routes.ts): the day's stops with
 * their counts, and one stop's riders to mark. A branch without transport mode
 * answers 409 TRANSPORT_OFF: the page then shows its notice instead of a toast.
 */
import { useCustom, type HttpError } from '@refinedev/core';

export type Direction = 'forward' | 'back';

interface Named {
  id: number;
  name: string;
}

export interface StopOfDay {
  id: number;
  name: string;
  pickup_time: string;
  address: string | null;
  branch: Named;
  total_riders: number;
  total_present: number;
  total_absent: number;
}

export interface StopsOfDay {
  content: StopOfDay[];
  total_present: number;
  total_absent: number;
  branches_without_transport: Named[];
}

export interface Rider {
  player_id: number;
  player: {
    id: number;
    name: string;
    date_of_birth: string | null;
    mobile: string | null;
    parent_name: string | null;
    address: string | null;
    avatar: string | null;
  };
  days: string[];
  due: boolean;
  check_in: number;
  note: string | null;
}

export interface StopRoster {
  bus_stop: { id: number; name: string; pickup_time: string; address: string | null; branch: Named };
  fee: { fee_type: number; amount: number };
  items: Rider[];
  total_present: number;
  total_absent: number;
}

export const SAVE_URL = '/pickup-attendances';
export const TRANSPORT_OFF = 'TRANSPORT_OFF';

export function useStopsOfDay(date: string, direction: Direction) {
  const { query, result } = useCustom<StopsOfDay>({
    url: '/admin/bus-stops/pickup-attendances',
    method: 'get',
    config: { query: { date, direction } },
    errorNotification: (error?: HttpError) => (error?.code === TRANSPORT_OFF ? false : undefined),
    queryOptions: { placeholderData: (previous) => previous, retry: false },
  });
  const error = query.error as HttpError | null;
  return {
    stops: query.isSuccess ? (result.data as StopsOfDay) : undefined,
    off: error?.code === TRANSPORT_OFF ? error.message : null,
    loading: query.isLoading,
    fetching: query.isFetching,
    refetch: () => void query.refetch(),
  };
}

export function useStopRoster(stopId: number, date: string, direction: Direction) {
  const { query, result } = useCustom<StopRoster>({
    url: `/admin/bus-stops/${stopId}/edit-pickup-attendances`,
    method: 'get',
    config: { query: { date, direction } },
    // A refetch would overwrite what is being marked.
    queryOptions: { refetchOnWindowFocus: false, refetchOnReconnect: false },
  });
  return { roster: query.isSuccess ? (result.data as StopRoster) : undefined, loading: query.isLoading, updatedAt: query.dataUpdatedAt };
}
