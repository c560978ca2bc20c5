/**
 * What the figures cover: the branches the user works in (spec §7
 * `GET /branches/my-branches`) and the one the session is on, or all of them. The
 * server says which (the profile's `branch`: the one branch every request is narrowed
 * to, none for all), so the header and the dashboard never name a branch the figures
 * do not keep to. All branches reads as such for the admin, "all my branches" for a manager.
 */
import { useCustom, useGetIdentity } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { MY_BRANCHES_PATH, type BranchOption } from '../../domain/branches';
import type { Profile } from '../providers/profile';

/** The picker's value for all of the user's branches. */
export const ALL_BRANCHES = 0;

export function useBranchScope() {
  const { t } = useTranslation();
  const { data: user } = useGetIdentity<Profile>();
  const { query, result } = useCustom<{ content: BranchOption[] }>({
    url: MY_BRANCHES_PATH,
    method: 'get',
    queryOptions: { staleTime: Infinity },
  });
  const branches = query.isSuccess ? result.data.content : [];
  const isAdmin = user?.user_type === 'admin';
  const current = user?.branch?.id ?? ALL_BRANCHES;
  const allLabel = t(isAdmin ? 'header.allBranches' : 'header.allMyBranches');
  return {
    branches,
    current,
    /** A manager of one branch has nothing else to pick. */
    offersAll: isAdmin || branches.length > 1,
    allLabel,
    label: current === ALL_BRANCHES ? allLabel : (user?.branch?.name ?? ''),
  };
}
