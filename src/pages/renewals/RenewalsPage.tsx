/**
 * /renewals: the packs running out or ending, to renew (the next pack and its unpaid fee) or to
 * mark not renewing with the reason; and, beside them, those marked not renewing. Each row's
 * actions are the pack's own (schemas/session_packs.json), so the page and the pack's page act alike.
 */
import { useCustom, useNavigation } from '@refinedev/core';
import { Card, Flex, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../domain/dates';
import { includesFolded } from '../../../domain/fold-text';
import { formatMoney } from '../../../domain/money';
import { RENEWAL_VIEWS, type RenewalRow } from '../../../domain/session-renewals';
import { PackActions } from './PackActions';

type View = (typeof RENEWAL_VIEWS)[number];

export default function RenewalsPage() {
  const { t } = useTranslation();
  const { showUrl } = useNavigation();
  const [view, setView] = useState<View>('due');
  const [search, setSearch] = useState('');
  const { query } = useCustom<RenewalRow[]>({ url: '/admin/session-renewals', method: 'get', config: { query: { view } } });
  // Found by the player's or the parent's name or the phone, as the office is asked on the phone.
  const rows = (query.isError ? [] : (query.data?.data ?? [])).filter((row) =>
    includesFolded([row.player_name, row.parent_name, row.mobile].join(' '), search.trim()),
  );

  return (
    <Card
      size="small"
      title={
        <Flex wrap gap={8} style={{ paddingBlock: 8 }}>
          <Segmented<View>
            value={view}
            onChange={setView}
            options={RENEWAL_VIEWS.map((value) => ({ value, label: t(`session_renewals.views.${value}`) }))}
          />
          <Input.Search
            allowClear
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('session_renewals.search')}
            aria-label={t('session_renewals.search')}
            style={{ maxWidth: 280 }}
          />
        </Flex>
      }
    >
      <Table<RenewalRow>
        rowKey="pack_id"
        size="middle"
        loading={query.isFetching}
        dataSource={rows}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t(`session_renewals.empty.${view}`) }}
        columns={[
          {
            title: t('session_renewals.player'),
            key: 'player',
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <Link to={showUrl('players', row.player_id)}>{row.player_name}</Link>
                <Typography.Text type="secondary">{[row.class_name, row.course_name].filter(Boolean).join(' · ')}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t('session_renewals.left'),
            key: 'left',
            render: (_, row) => (
              <Space size={4} wrap>
                <Typography.Text strong type={row.left <= 0 ? 'danger' : undefined}>
                  {row.sessions > 0 ? t('session_renewals.leftOf', { left: row.left, sessions: row.sessions }) : row.left}
                </Typography.Text>
                {row.fee_unpaid && <Tag color="error">{t('session_renewals.feeUnpaid')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('session_renewals.expiry'),
            dataIndex: 'expiry_date',
            render: (day: string | null) => (day ? formatDate(day) : t('session_renewals.noExpiry')),
          },
          {
            title: t('session_renewals.parent'),
            key: 'parent',
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <span>{row.parent_name}</span>
                {row.mobile && <a href={`tel:${row.mobile}`}>{row.mobile}</a>}
              </Space>
            ),
          },
          view === 'due'
            ? {
                title: t('session_renewals.next'),
                key: 'next',
                render: (_, row) => t('session_renewals.nextTerms', { sessions: row.next_sessions, price: formatMoney(row.next_price) }),
              }
            : { title: t('session_renewals.reason'), dataIndex: 'renewal_note' },
          {
            title: '',
            key: 'actions',
            render: (_, row) => view === 'due' && <PackActions row={row} onDone={() => void query.refetch()} />,
          },
        ]}
      />
    </Card>
  );
}
