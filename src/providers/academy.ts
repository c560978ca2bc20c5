/**
 * The academy profile (`GET /admin/academies/my-academy`) and the spec §4
 * subscription codes it may answer with instead. Loaded once per page load and
 * shared by the gate, the trial banner and the plan page.
 */
import { useCustom, type HttpError } from '@refinedev/core';
import type { MyAcademy } from '../../domain/academy';

const BLOCK_CODES = {
  '001.003.001': 'trialExpired',
  '001.003.002': 'expired',
  '001.003.003': 'pendingPayment',
} as const;

export type BlockKind = (typeof BLOCK_CODES)[keyof typeof BLOCK_CODES];

export interface SubscriptionBlock {
  kind: BlockKind;
}

/** The blocking screen an error calls for, or null when it is some other failure. */
export function blockOf(error: HttpError | null | undefined): SubscriptionBlock | null {
  const kind = error?.code ? BLOCK_CODES[error.code as keyof typeof BLOCK_CODES] : undefined;
  return kind ? { kind } : null;
}

const MY_ACADEMY_URL = '/admin/academies/my-academy';

export function useMyAcademy() {
  const { query, result } = useCustom<MyAcademy>({
    url: MY_ACADEMY_URL,
    method: 'get',
    // Spec §8: no toast for this call; a lapsed subscription shows as a blocking screen instead.
    errorNotification: false,
    // A 403 here is an answer, not a glitch: retrying would only delay the blocking screen. A
    // failed query has no data, so any refetch would put it back to pending and the gate would
    // swap the page for its spinner; it is asked once per page load.
    queryOptions: { retry: false, retryOnMount: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: Infinity },
  });
  return {
    academy: query.isSuccess ? result.data : undefined,
    block: blockOf(query.error),
    isLoading: query.isLoading,
    /** Reads it again after the academy's details changed (its time zone sets the app's clock). */
    refresh: () => query.refetch(),
  };
}
