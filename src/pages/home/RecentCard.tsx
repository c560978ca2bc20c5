/** A "recent" list of the dashboard: up to five rows, each linking to its record, and an arrow to the whole list (shown only to users who may open it). */
import { ArrowRightOutlined } from '@ant-design/icons';
import { useNavigation } from '@refinedev/core';
import { Card, Empty, Flex, List, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface RecentRow {
  id: number;
  title: ReactNode;
  subtitle?: ReactNode;
  /** The right-hand side: amount, points, status. */
  value: ReactNode;
  date: ReactNode;
}

interface Props {
  title: string;
  resource: string;
  rows: RecentRow[] | undefined;
  loading: boolean;
}

export function RecentCard({ title, resource, rows, loading }: Props) {
  const { t } = useTranslation();
  const { listUrl, showUrl } = useNavigation();
  return (
    <Card
      size="small"
      title={title}
      data-testid={`recent-${resource}`}
      extra={
        <Link to={listUrl(resource)} aria-label={`${t('home.viewAll')}: ${title}`}>
          {t('home.viewAll')} <ArrowRightOutlined />
        </Link>
      }
      styles={{ body: { paddingBlock: 4 } }}
    >
      {loading ? (
        <Skeleton active />
      ) : rows?.length ? (
        <List
          dataSource={rows}
          renderItem={(row) => (
            <List.Item>
              <Flex justify="space-between" gap={12} style={{ width: '100%', minWidth: 0 }}>
                <div style={{ minWidth: 0 }}>
                  <Typography.Text strong ellipsis style={{ display: 'block' }}>
                    <Link to={showUrl(resource, row.id)}>{row.title}</Link>
                  </Typography.Text>
                  {row.subtitle && (
                    <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
                      {row.subtitle}
                    </Typography.Text>
                  )}
                </div>
                <Flex vertical align="end" style={{ flexShrink: 0 }}>
                  {row.value}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.date}
                  </Typography.Text>
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.noData')} />
      )}
    </Card>
  );
}
