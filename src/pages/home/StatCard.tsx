/** One dashboard figure: icon, title and value (money in the compact K/M/B form, the full amount on hover), linking to its list when the user may open it. */
import { useCan, useNavigation } from '@refinedev/core';
import { Card, Skeleton, Statistic, theme, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCompact, formatMoney, formatNumber } from '../../../domain/money';

interface Props {
  title: string;
  value: number;
  icon: ReactNode;
  /** The resource whose list the figure comes from. */
  resource: string;
  money?: boolean;
  loading: boolean;
}

export function StatCard({ title, value, icon, resource, money = false, loading }: Props) {
  const { token } = theme.useToken();
  const { listUrl } = useNavigation();
  const { data: access } = useCan({ resource, action: 'list' });
  const shown = money ? (
    <Tooltip title={formatMoney(value)}>
      <span>{formatCompact(value)}</span>
    </Tooltip>
  ) : (
    formatNumber(value)
  );
  const body = loading ? (
    <Skeleton active paragraph={false} />
  ) : (
    <Statistic
      title={
        <span>
          <span style={{ color: token.colorPrimary, marginRight: 6 }}>{icon}</span>
          {title}
        </span>
      }
      value={value}
      formatter={() => shown}
    />
  );
  return (
    <Card hoverable={access?.can} size="small" style={{ height: '100%' }} styles={{ body: { padding: 16 } }} data-testid={`figure-${resource}`}>
      {access?.can ? (
        <Link to={listUrl(resource)} style={{ color: 'inherit', display: 'block' }}>
          {body}
        </Link>
      ) : (
        body
      )}
    </Card>
  );
}
