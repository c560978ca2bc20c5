/**
 * Who is signed in, fetched once per session: the user's profile (`GET /users/my-profile`)
 * and the features of the academy's package as the subscription service answers them at
 * start-up (spec §7 `GET /api-public/features/my-features`), which gate the menu and the pages.
 */
import type { AxiosInstance } from 'axios';
import { MY_FEATURES_PATH, type PackageFeature } from '../../domain/platform';
import type { Profile } from '../../domain/profile';
import { subscriptionUrl } from '../http/subscription-url';

export type { Profile };

let cached: Promise<Profile> | null = null;

/** Identity and access checks share one read of each; a failure is not cached. */
export function loadProfile(http: AxiosInstance): Promise<Profile> {
  cached ??= Promise.all([
    http.get<{ data: Profile }>('/users/my-profile'),
    http.get<{ data: PackageFeature[] }>(subscriptionUrl(MY_FEATURES_PATH)),
  ])
    .then(([profile, features]) => ({ ...profile.data.data, features: features.data.data.map((f) => f.name) }))
    .catch((error) => {
      cached = null;
      throw error;
    });
  return cached;
}

/** Called on login and logout so the next user gets a fresh profile. */
export function forgetProfile(): void {
  cached = null;
}
