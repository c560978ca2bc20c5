/**
 * The header's inbox (`GET /admin/inbox`), in the app's language: asked again when
 * the window regains focus and every two minutes, and marking read (one item, or
 * all) updates the count at once; a mark that fails says so in a message.
 */
import { useCustom, useCustomMutation } from '@refinedev/core';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Inbox, InboxItem } from '../../domain/inbox';

export const INBOX_URL = '/admin/inbox';
const SIZE = 20;
const REFRESH_MS = 2 * 60_000;

export function useInbox() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const { query } = useCustom<Inbox>({
    url: INBOX_URL,
    method: 'get',
    // The titles are worded by the server: another language is another answer.
    config: { query: { size: SIZE }, headers: { 'Accept-Language': i18n.resolvedLanguage ?? 'vi' } },
    // A failed refresh in the background is shown in the list, not as a toast every two minutes.
    errorNotification: false,
    queryOptions: { refetchOnWindowFocus: true, refetchInterval: REFRESH_MS, placeholderData: (previous) => previous },
  });
  const { mutateAsync } = useCustomMutation();
  const [markingAll, setMarkingAll] = useState(false);
  // Never rejects: the callers fire and forget.
  const mark = async (url: string, values: object) => {
    try {
      await mutateAsync({ url, method: 'post', values, successNotification: false, errorNotification: false });
      await query.refetch();
    } catch {
      void message.error(t('inbox.markFailed'));
    }
  };

  return {
    inbox: query.data?.data,
    loading: query.isLoading,
    failed: query.isError && !query.data,
    retry: () => void query.refetch(),
    markRead: (item: InboxItem) => mark(`${INBOX_URL}/read`, { kind: item.kind, record_id: item.record_id }),
    markAllRead: async () => {
      setMarkingAll(true);
      await mark(`${INBOX_URL}/seen`, {});
      setMarkingAll(false);
    },
    markingAll,
  };
}
