/**
 * The bell in the header (package feature `notification.received`): the unread
 * count, and a list of the latest registrations, payments and leave requests; an
 * item opens its record and counts as read.
 */
import { BellOutlined, CalendarOutlined, DollarOutlined, RocketOutlined, ScheduleOutlined } from '@ant-design/icons';
import { useGetIdentity, useNavigation } from '@refinedev/core';
import { Badge, Button, Empty, Flex, List, Popover, Result, Spin, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INBOX_FEATURE, type InboxItem, type InboxKind } from '../../domain/inbox';
import { DATE_TIME_FORMAT } from '../../domain/dates';
import type { Profile } from '../providers/profile';
import { useInbox } from './use-inbox';

dayjs.extend(relativeTime);

const KIND_ICONS: Record<InboxKind, ReactNode> = {
  registration: <RocketOutlined />,
  payment: <DollarOutlined />,
  time_off: <CalendarOutlined />,
  makeup: <ScheduleOutlined />,
};

export function InboxBell() {
  const { data: user } = useGetIdentity<Profile>();
  const offered = Boolean(user?.features.includes(INBOX_FEATURE));
  return offered ? <Bell /> : null;
}

function Bell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { inbox, loading, failed, retry, markRead, markAllRead, markingAll } = useInbox();
  const { show } = useNavigation();
  const unread = inbox?.unread_count ?? 0;

  const openItem = (item: InboxItem) => {
    setOpen(false);
    show(item.resource, item.record_id);
    if (!item.read) void markRead(item);
  };

  const content = (
    // On a phone the list opens leftwards from the bell, which sits about 48 px from the right edge: it keeps 16 px clear on the left.
    <div style={{ width: 'min(360px, calc(100vw - 88px))' }}>
      {loading ? (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
        </div>
      ) : failed ? (
        <Result status="warning" title={t('inbox.failed')} extra={<Button onClick={retry}>{t('inbox.retry')}</Button>} />
      ) : !inbox?.items.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbox.empty')} />
      ) : (
        <List
          size="small"
          style={{ maxHeight: 'min(420px, 60vh)', overflowY: 'auto' }}
          dataSource={inbox.items}
          rowKey={(item) => `${item.kind}-${item.record_id}`}
          renderItem={(item) => <InboxRow item={item} onOpen={() => openItem(item)} />}
        />
      )}
    </div>
  );

  const title = (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
      <span>{t('inbox.title')}</span>
      <Button type="link" size="small" disabled={!unread} loading={markingAll} onClick={() => void markAllRead()}>
        {t('inbox.markAllRead')}
      </Button>
    </div>
  );

  return (
    <Popover content={content} title={title} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false}>
      <Badge count={unread} overflowCount={99} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined style={{ fontSize: 18 }} />}
          aria-label={t('inbox.open', { count: unread })}
        />
      </Badge>
    </Popover>
  );
}

// A real button inside the list item: the list keeps its structure, and Space presses it instead of scrolling.
function InboxRow({ item, onOpen }: { item: InboxItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const at = dayjs(item.at);
  return (
    <List.Item style={{ padding: '2px 0' }}>
      <Button
        type="text"
        block
        onClick={onOpen}
        style={{
          height: 'auto',
          padding: 8,
          gap: 12,
          justifyContent: 'flex-start',
          alignItems: 'flex-start',
          textAlign: 'start',
          whiteSpace: 'normal',
          background: item.read ? undefined : token.colorPrimaryBg,
        }}
      >
        {/* A label on a span is read only when the span is an image. */}
        <span role="img" aria-label={t(`inbox.kinds.${item.kind}`)} style={{ fontSize: 18, color: token.colorPrimary }}>
          {KIND_ICONS[item.kind]}
        </span>
        <Flex component="span" vertical flex={1} style={{ minWidth: 0 }}>
          <Typography.Text strong={!item.read}>{item.title}</Typography.Text>
          <Typography.Text type="secondary">
            <time dateTime={item.at} title={at.format(DATE_TIME_FORMAT)}>
              {at.fromNow()}
            </time>
          </Typography.Text>
        </Flex>
        {!item.read && (
          <span role="img" aria-label={t('inbox.unread')}>
            <Badge status="processing" />
          </span>
        )}
      </Button>
    </List.Item>
  );
}
