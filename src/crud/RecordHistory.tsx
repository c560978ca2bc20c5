/**
 * "History" on a record's detail page, for the admin: who created, changed,
 * deleted and restored it, and when, from the audit log (`GET {item}/:id/history`).
 * The audit log is the admin's, so is the history drawn from it.
 */
import { useCustom, type BaseKey } from '@refinedev/core';
import { Card, Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../domain/dates';
import { resources } from '../../resources.config';
import { useTrashAllowed } from './TrashToggle';

interface Entry {
  id: number;
  action: 'CREATE' | 'UPDATE' | 'DELETE' | 'RESTORE';
  create_date: string;
  user_name: string | null;
  user: { id: number; name: string } | null;
}

const COLORS: Record<Entry['action'], string> = { CREATE: 'green', UPDATE: 'blue', DELETE: 'red', RESTORE: 'green' };

/** `recordShown`: the record itself has been read; its history is asked only then. */
export function RecordHistory({ resource, id, recordShown }: { resource: string; id: BaseKey; recordShown: boolean }) {
  const { t } = useTranslation();
  const allowed = useTrashAllowed(resource);
  const item = resources.find((r) => r.name === resource)?.api.item;
  const { query, result } = useCustom<Entry[]>({
    url: `/${item}/${id}/history`,
    method: 'get',
    queryOptions: { enabled: allowed && Boolean(item) && recordShown },
  });
  if (!allowed) return null;
  const entries = query.isSuccess ? result.data : [];
  return (
    <Card
      title={t('trash.history')}
      size="small"
      style={{ marginTop: 24 }}
      loading={!recordShown || query.isLoading}
      data-testid="record-history"
    >
      {entries.length ? (
        <Timeline
          items={entries.map((entry) => ({
            key: entry.id,
            color: COLORS[entry.action],
            children: (
              <>
                <Typography.Text strong>{t(`trash.actions.${entry.action}`)}</Typography.Text>
                {' · '}
                {entry.user?.name ?? entry.user_name ?? t('trash.someone')}
                <br />
                <time dateTime={entry.create_date}>{formatDateTime(entry.create_date)}</time>
              </>
            ),
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trash.historyEmpty')} />
      )}
    </Card>
  );
}
