/**
 * The header's inbox (`GET /admin/inbox`), in the app's language: asked again when
 * the window regains focus and every two minutes, and marking read (one item, or
 * all) updates the count at once.
 */
import { useCustom, useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { InboxKind } from '../../domain/inbox';

export interface InboxItem {
  kind: InboxKind;
  record_id: number;
  resource: string;
  title: string;
  at: string;
  read: boolean;
}

export interface Inbox {
  unread_count: number;
  items: InboxItem[];
}

export const INBOX_URL = '/admin/inbox';
const SIZE = 20;
const REFRESH_MS = 2 * 60_000;

export function useInbox(enabled: boolean) {
  const { i18n } = useTranslation();
  const { query } = useCustom<Inbox>({
    url: INBOX_URL,
    method: 'get',
    // The titles are worded by the server: another language is another answer.
    config: { query: { size: SIZE }, headers: { 'Accept-Language': i18n.resolvedLanguage ?? 'vi' } },
    // A failed refresh in the background is shown in the list, not as a toast every two minutes.
    errorNotification: false,
    queryOptions: { enabled, refetchOnWindowFocus: true, refetchInterval: REFRESH_MS, placeholderData: (previous) => previous },
  });
  const { mutateAsync } = useCustomMutation();
  const mark = async (url: string, values: object) => {
    await mutateAsync({ url, method: 'post', values, successNotification: false });
    await query.refetch();
  };

  return {
    inbox: query.data?.data,
    loading: query.isLoading,
    failed: query.isError && !query.data,
    retry: () => void query.refetch(),
    markRead: (item: InboxItem) => mark(`${INBOX_URL}/read`, { kind: item.kind, record_id: item.record_id }),
    markAllRead: () => mark(`${INBOX_URL}/seen`, {}),
  };
}
