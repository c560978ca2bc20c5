/**
 * "Points history" on a player's page (spec §7 `GET /users/{id}/points`): the
 * balance, then each change newest first: when, how many, why (attendance, a
 * birthday, an order, a referral, a reward, by hand with its reason and who).
 * The row menu's "Grant points" (`POST /admin/points`) changes the player, and
 * with it this list.
 */
import type { BaseKey, BaseRecord } from '@refinedev/core';
import { useCustom } from '@refinedev/core';
import { Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/dates';
import { formatNumber } from '../../../domain/money';
import type { PlayerPoints } from '../../../domain/player-points';

const signed = (points: number) => `${points > 0 ? '+' : ''}${formatNumber(points)}`;

export function PlayerPointsHistory({ id, record }: { id: BaseKey; record: BaseRecord }) {
  const { t } = useTranslation();
  const { query, result } = useCustom<PlayerPoints>({
    url: `/users/${id}/points`,
    method: 'get',
    // A change of the player (a grant, an attendance saved) is a new version: the history is read again.
    queryOptions: { queryKey: ['player-points', String(id), record.update_date] },
  });
  const points = query.isSuccess ? result.data : undefined;

  return (
    <Card
      size="small"
      className="player-points"
      style={{ marginTop: 16 }}
      title={t('pointsHistory.title')}
      extra={points && <Typography.Text strong>{t('pointsHistory.balance', { points: formatNumber(points.points) })}</Typography.Text>}
    >
      <List
        size="small"
        loading={query.isFetching}
        dataSource={points?.history ?? []}
        rowKey="id"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pointsHistory.empty')} /> }}
        renderItem={(change) => (
          <List.Item>
            <Space wrap size={[12, 4]}>
              <Tag color={change.points > 0 ? 'success' : 'error'}>{signed(change.points)}</Tag>
              <Typography.Text strong>{t(`pointsHistory.reasons.${change.reason}`)}</Typography.Text>
              <Typography.Text type="secondary">{formatDateTime(change.create_date)}</Typography.Text>
              {change.note && <Typography.Text italic>{change.note}</Typography.Text>}
              {change.by && <Typography.Text type="secondary">{t('pointsHistory.by', { name: change.by.name })}</Typography.Text>}
            </Space>
          </List.Item>
        )}
        footer={
          points &&
          points.earlier_points !== 0 && (
            <Typography.Text type="secondary">{`${t('pointsHistory.earlier')}: ${formatNumber(points.earlier_points)}`}</Typography.Text>
          )
        }
      />
    </Card>
  );
}
