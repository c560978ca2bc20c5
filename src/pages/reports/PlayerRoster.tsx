/** The roster as it stands (`GET /players/report-all`): players of each class by status, for the branch and classes chosen. */
import { useCustom } from '@refinedev/core';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportTable } from './report-data';
import { ReportTableView } from './ReportTableView';

const COUNTS = ['active', 'not_active', 'deleted', 'owing', 'total'] as const;
type Counts = Record<(typeof COUNTS)[number], number>;
export interface Roster {
  classes: Array<{ class: { id: number; name: string } | null; branch: string | null } & Counts>;
  total: Counts;
}

/** Column titles: the status names of the report's filter, then owing and all. */
const TITLE_KEYS: Record<(typeof COUNTS)[number], string> = {
  active: 'report_players.filters.2', not_active: 'report_players.filters.1', deleted: 'report_players.filters.3', owing: 'report_players.owing', total: 'report_players.all',
};

export function PlayerRoster({ classIds }: { classIds?: string }) {
  const { t } = useTranslation();
  const { query } = useCustom<Roster>({ url: '/players/report-all', method: 'get', config: { query: classIds ? { classIds } : {} } });
  const roster = query.isError ? undefined : query.data?.data;
  const table: ReportTable = {
    columns: [
      { key: 'class', title: t('report_players.class'), kind: 'text' },
      { key: 'branch', title: t('report_players.branch'), kind: 'text' },
      ...COUNTS.map((key) => ({ key, title: t(TITLE_KEYS[key]), kind: 'number' as const })),
    ],
    rows: (roster?.classes ?? []).map((c) => ({ ...c, class: c.class?.name ?? t('reports.noClass'), branch: c.branch ?? '' })),
    summary: roster && { class: t('reports.total'), branch: '', ...roster.total },
  };
  return (
    <Card size="small" title={t('report_players.roster')}>
      <ReportTableView table={table} loading={query.isFetching} />
    </Card>
  );
}
