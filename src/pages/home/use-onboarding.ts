/**
 * The setup checklist of the home page (`GET /admin/onboarding`, spec §2), and
 * hiding it or bringing it back (`PUT`): the user's own choice, kept on the server
 * so the dashboard looks the same on every device they sign in on.
 */
import { useCustom, useCustomMutation } from '@refinedev/core';
import { ONBOARDING_PATH, type Onboarding } from '../../../domain/onboarding';

export type { Onboarding, OnboardingStep } from '../../../domain/onboarding';
export const ONBOARDING_URL = ONBOARDING_PATH;

export function useOnboarding() {
  const { query, result } = useCustom<Onboarding>({ url: ONBOARDING_URL, method: 'get' });
  const { mutateAsync, mutation } = useCustomMutation<Onboarding>();
  const setHidden = async (hidden: boolean) => {
    // A refusal is toasted by the data provider; the checklist stays as it was.
    await mutateAsync({ url: ONBOARDING_URL, method: 'put', values: { hidden }, successNotification: false }).catch(() => undefined);
    await query.refetch();
  };
  return {
    onboarding: query.isSuccess ? result.data : undefined,
    loading: query.isLoading,
    setHidden,
    saving: mutation.isPending || query.isRefetching,
  };
}
