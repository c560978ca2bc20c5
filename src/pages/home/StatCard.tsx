/** One dashboard figure: icon, title saying what it counts, and value (money in full, as reports show it), linking to its list when the user may open it. */
import { useCan, useNavigation } from '@refinedev/core';
import { Card, Skeleton, Statistic, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney, formatNumber } from '../../../domain/money';

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
  const shown = money ? formatMoney(value) : formatNumber(value);
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
    <Card
      hoverable={access?.can}
      size="small"
      style={{ height: '100%' }}
      styles={{ body: { padding: 16 } }}
      data-testid={`figure-${resource}`}
    >
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
