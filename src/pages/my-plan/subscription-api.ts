/** The subscription service's answers (spec §7 `/api-public/...`) as the plan pages read them. */
import { useCustom } from '@refinedev/core';
import type { LapsedReason, PlanPackage, Subscription } from '../../../domain/subscription';
import { subscriptionUrl } from '../../http/subscription-url';

export { subscriptionUrl };

/** The blocking screen (i18n `blocked.<kind>`) of each lapsed reason. */
export const BLOCK_KINDS = {
  TRIAL_ACADEMY_EXPIRED: 'trialExpired',
  ACADEMY_EXPIRED: 'expired',
  ACADEMY_PENDING_PAYMENT: 'pendingPayment',
} as const satisfies Record<LapsedReason, string>;

/** The academy's plan, answered even while lapsed. */
export function useSubscription() {
  // Spec §8: the platform's my-academy call shows no toast; the plan page says itself when it could not load.
  const { query, result } = useCustom<Subscription>({
    url: subscriptionUrl('academies/my-academy'),
    method: 'get',
    errorNotification: false,
  });
  return { subscription: query.isSuccess ? result.data : undefined, query };
}

export function usePackages() {
  const { query, result } = useCustom<PlanPackage[]>({
    url: subscriptionUrl('packages'),
    method: 'get',
    queryOptions: { staleTime: Infinity },
  });
  return { packages: query.isSuccess ? result.data : undefined, query };
}
