/**
 * Header branch picker (spec §2, §6): shown when the package has the branch
 * feature. Admins may also pick "all branches". A pick is posted to the
 * switch-branch endpoint (see switch-branch.ts); the branch then lives in
 * localStorage and travels as the `branchIds` header, and the page reloads so
 * every screen refetches for the new branch.
 */
import { ApartmentOutlined } from '@ant-design/icons';
import { useGetIdentity, useNotification, type HttpError } from '@refinedev/core';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../http/client';
import { cookieTokenStore, selectedBranch } from '../http/token-store';
import type { Profile } from '../providers/profile';
import { switchBranch } from './switch-branch';

const ALL = 0;

export function BranchSelect() {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [switching, setSwitching] = useState(false);
  const { data: user } = useGetIdentity<Profile>();
  if (!user?.features.includes('manager.branch') || user.branches.length === 0) return null;

  const isAdmin = user.user_type === 'admin';
  const current = selectedBranch()?.id ?? (isAdmin ? ALL : user.branch?.id ?? user.branches[0].id);
  const options = [
    ...(isAdmin ? [{ value: ALL, label: t('header.allBranches') }] : []),
    ...user.branches.map((b) => ({ value: b.id, label: b.name })),
  ];

  const change = async (id: number) => {
    setSwitching(true);
    try {
      await switchBranch(http, cookieTokenStore, user.branches.find((b) => b.id === id) ?? null);
      window.location.reload();
    } catch (error) {
      // A direct call bypasses Refine's data hooks, so the §8 toast is raised here.
      open?.({ type: 'error', message: (error as HttpError).message });
      setSwitching(false);
    }
  };

  return (
    <Select
      aria-label={t('header.branch')}
      value={current}
      onChange={change}
      loading={switching}
      disabled={switching}
      options={options}
      suffixIcon={<ApartmentOutlined />}
      listHeight={256}
      popupMatchSelectWidth={false}
      style={{ minWidth: 150, maxWidth: 220 }}
    />
  );
}
