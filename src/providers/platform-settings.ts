/**
 * The platform's settings (spec §7 `GET /api-public/settings`), read once at start-up
 * by the shell's footer: the support e-mail and hotline it shows, and the plan page too.
 */
import { useCustom } from '@refinedev/core';
import { PLATFORM_SETTINGS_PATH, type PlatformSettings } from '../../domain/platform';
import { subscriptionUrl } from '../http/subscription-url';

export function usePlatformSettings(): PlatformSettings['common_setting'] | undefined {
  const { query, result } = useCustom<PlatformSettings>({
    url: subscriptionUrl(PLATFORM_SETTINGS_PATH),
    method: 'get',
    // The footer does without it: a failure shows no toast.
    errorNotification: false,
    queryOptions: { staleTime: Infinity, refetchOnWindowFocus: false },
  });
  return query.isSuccess ? result.data.common_setting : undefined;
}
