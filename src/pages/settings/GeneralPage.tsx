/**
 * /settings/general: the academy's information and bank details (both roles
 * read them) and, for an admin, an Edit mode, both from my-academy.
 */
import { useCustom, useGetIdentity } from '@refinedev/core';
import { Alert, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyAcademy } from '../../providers/academy';
import type { Profile } from '../../providers/profile';
import { AcademyForm } from './AcademyForm';
import { MY_ACADEMY_URL } from './academy-details';
import type { MyAcademy } from '../../../domain/academy';
import { AcademyView } from './AcademyView';

export default function GeneralPage() {
  const { t } = useTranslation();
  const { data: user } = useGetIdentity<Profile>();
  // Its own query, dropped when the page closes, so each visit reads the details as saved now.
  const { query, result } = useCustom<MyAcademy>({
    url: MY_ACADEMY_URL,
    method: 'get',
    errorNotification: false,
    meta: { view: 'settings-page' },
    queryOptions: { gcTime: 0 },
  });
  const [editing, setEditing] = useState(false);
  const { refresh: refreshShell } = useMyAcademy();

  if (query.isError) return <Alert type="error" showIcon message={t('settingsPages.loadFailed')} />;
  if (!query.isSuccess || !user) return <Skeleton active />;
  const academy = result.data;
  if (editing) {
    return (
      <AcademyForm
        academy={academy}
        onDone={() => void Promise.all([query.refetch(), refreshShell()]).then(() => setEditing(false))}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return <AcademyView academy={academy} canEdit={user.user_type === 'admin'} onEdit={() => setEditing(true)} />;
}
