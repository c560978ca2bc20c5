/** The signed-in user's profile (`GET /users/my-profile`), fetched once per session. */
import type { AxiosInstance } from 'axios';
import type { Feature, Role } from '../../resources.config';

export interface NamedRef {
  id: number;
  name: string;
}

export interface Profile {
  id: number;
  name: string;
  user_name: string;
  mobile: string | null;
  avatar: string | null;
  user_type: Role;
  branch: NamedRef | null;
  branches: NamedRef[];
  academy: { id: number; code: string; name: string };
  features: Feature[];
  app_language: 'vi' | 'en';
}

let cached: Promise<Profile> | null = null;

/** Identity and access checks share one request; a failure is not cached. */
export function loadProfile(http: AxiosInstance): Promise<Profile> {
  cached ??= http
    .get<{ data: Profile }>('/users/my-profile')
    .then((res) => res.data.data)
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
