/**
 * The setup checklist of the home page (`GET /admin/onboarding`, spec §2) and
 * whether this academy has put it away once every step was done.
 */
import { useCustom, useGetIdentity } from '@refinedev/core';
import { useState } from 'react';
import type { Profile } from '../../providers/profile';

export interface OnboardingStep {
  key: string;
  route: string;
  count: number;
  done: boolean;
}

/** Only the steps whose page exists and which the caller may open, in spec order. */
export interface Onboarding {
  steps: OnboardingStep[];
  done: number;
  total: number;
}

export const ONBOARDING_URL = '/admin/onboarding';

export function useOnboarding() {
  const { query, result } = useCustom<Onboarding>({ url: ONBOARDING_URL, method: 'get' });
  return { onboarding: query.isSuccess ? result.data : undefined, loading: query.isLoading };
}

const dismissalKey = (academy: string) => `onboarding.dismissed.${academy}`;

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Dismissal is kept per academy, so one browser used for two academies keeps them apart. */
export function useDismissal(): [dismissed: boolean, dismiss: () => void] {
  const { data: user } = useGetIdentity<Profile>();
  const academy = user?.academy.code;
  const [dismissedNow, setDismissedNow] = useState(false);
  const dismissed = dismissedNow || (academy !== undefined && readFlag(dismissalKey(academy)));
  const dismiss = () => {
    setDismissedNow(true);
    try {
      if (academy) localStorage.setItem(dismissalKey(academy), '1');
    } catch {
      // Storage refused (private mode): hidden for this visit only.
    }
  };
  return [dismissed, dismiss];
}
