/** A count of one resource's rows (the list total) linking to its list. */
import { useList, useNavigation } from '@refinedev/core';
import { Card, Skeleton, Statistic, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function StatCard({ resource, icon }: { resource: string; icon: ReactNode }) {
  const { t } = useTranslation();
  const { listUrl } = useNavigation();
  const { token } = theme.useToken();
  // One row is enough: the total comes with any page.
  const { result, query } = useList({ resource, pagination: { currentPage: 1, pageSize: 1 } });

  return (
    <Card hoverable actions={[<Link key="all" to={listUrl(resource)}>{t('home.viewAll')}</Link>]}>
      {query.isLoading ? (
        <Skeleton active paragraph={false} />
      ) : (
        <Statistic title={t(`${resource}.${resource}`)} value={result.total ?? 0} prefix={<span style={{ color: token.colorPrimary, marginRight: 4 }}>{icon}</span>} groupSeparator="." />
      )}
    </Card>
  );
}
