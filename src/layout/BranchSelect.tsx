/**
 * Header branch picker (spec §2, §6): shown when the package has the branch
 * feature. It says what the figures cover (use-branch-scope.ts) and offers the
 * user's branches and, to anyone with more than one, all of them again: "all
 * branches" for the admin, "all my branches" for a manager. A pick is posted to the
 * switch-branch endpoint (see switch-branch.ts); the branch then lives in
 * localStorage and travels as the `branchIds` header, and the page reloads so
 * every screen refetches for the new branch. A page with unsaved changes asks
 * first, and a form keeps what was typed across the reload (components/form-drafts.ts).
 */
import { ApartmentOutlined } from '@ant-design/icons';
import { useGetIdentity, useNotification, type HttpError } from '@refinedev/core';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepDrafts, keepsDrafts } from '../components/form-drafts';
import { http } from '../http/client';
import { cookieTokenStore } from '../http/token-store';
import type { Profile } from '../providers/profile';
import { switchBranch } from './switch-branch';
import { ALL_BRANCHES, useBranchScope } from './use-branch-scope';
import { useLeaveGuard } from './use-leave-guard';

export function BranchSelect() {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [switching, setSwitching] = useState(false);
  const { data: user } = useGetIdentity<Profile>();
  const { branches, current, offersAll, allLabel, label } = useBranchScope();
  const { guard, unsaved, askAgain } = useLeaveGuard();
  if (!user?.features.includes('manager.branch') || branches.length === 0) return null;

  const options = [
    ...(offersAll ? [{ value: ALL_BRANCHES, label: allLabel }] : []),
    ...branches.map((b) => ({ value: b.id, label: b.name })),
  ];

  const switchTo = async (id: number, hadUnsaved: boolean) => {
    setSwitching(true);
    try {
      await switchBranch(http, cookieTokenStore, branches.find((b) => b.id === id) ?? null);
      keepDrafts();
      window.location.reload();
    } catch (error) {
      // A direct call bypasses Refine's data hooks, so the §8 toast is raised here.
      open?.({ type: 'error', message: (error as HttpError).message });
      setSwitching(false);
      if (hadUnsaved) askAgain();
    }
  };

  const change = (id: number) => {
    const kept = keepsDrafts();
    guard({
      title: t('branchSwitch.title'),
      content: t(kept ? 'branchSwitch.keepsDraft' : 'branchSwitch.dropsChanges'),
      okText: t('branchSwitch.switch'),
      leave: () => void switchTo(id, unsaved),
    });
  };

  return (
    <Select
      aria-label={t('header.branch')}
      title={label}
      value={current}
      onChange={change}
      loading={switching}
      disabled={switching}
      options={options}
      suffixIcon={<ApartmentOutlined />}
      listHeight={256}
      popupMatchSelectWidth={false}
      style={{ minWidth: 150, maxWidth: 240 }}
    />
  );
}
