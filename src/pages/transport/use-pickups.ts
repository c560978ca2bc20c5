/**
 * Transport attendance calls (server/modules/transport/transport-routes.ts): the day's stops with
 * their counts, and one stop's riders to mark. A branch without transport mode
 * answers 409 TRANSPORT_OFF: the page then shows its notice instead of a toast.
 */
import { useCustom, type HttpError } from '@refinedev/core';
import type { Direction, StopRoster, StopsOfDay } from '../../../domain/pickups';

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
