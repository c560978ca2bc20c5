/**
 * Header branch picker (spec §2, §6): shown when the package has the branch
 * feature. Admins may also pick "all branches". The choice lives in
 * localStorage and travels as the `branchIds` header; the page reloads so
 * every screen refetches for the new branch.
 */
import { ApartmentOutlined } from '@ant-design/icons';
import { useGetIdentity } from '@refinedev/core';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { selectBranch, selectedBranch } from '../http/token-store';
import type { Profile } from '../providers/profile';

const ALL = 0;

export function BranchSelect() {
  const { t } = useTranslation();
  const { data: user } = useGetIdentity<Profile>();
  if (!user?.features.includes('manager.branch') || user.branches.length === 0) return null;

  const isAdmin = user.user_type === 'admin';
  const current = selectedBranch()?.id ?? (isAdmin ? ALL : user.branch?.id ?? user.branches[0].id);
  const options = [
    ...(isAdmin ? [{ value: ALL, label: t('header.allBranches') }] : []),
    ...user.branches.map((b) => ({ value: b.id, label: b.name })),
  ];

  const change = (id: number) => {
    selectBranch(user.branches.find((b) => b.id === id) ?? null);
    window.location.reload();
  };

  return (
    <Select
      aria-label={t('header.branch')}
      value={current}
      onChange={change}
      options={options}
      suffixIcon={<ApartmentOutlined />}
      listHeight={256}
      popupMatchSelectWidth={false}
      style={{ minWidth: 150, maxWidth: 220 }}
    />
  );
}
