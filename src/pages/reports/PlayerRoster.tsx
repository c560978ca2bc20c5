/** The roster as it stands (`GET /players/report-all`): players of each class by status, for the branch and classes chosen. */
import { useCustom } from '@refinedev/core';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { rosterTable, type Roster } from '../../../domain/reports/people-views';
import { ReportTableView } from './ReportTableView';

export function PlayerRoster({ classIds }: { classIds?: string }) {
  const { t, i18n } = useTranslation();
  const { query } = useCustom<Roster>({ url: '/players/report-all', method: 'get', config: { query: classIds ? { classIds } : {} } });
  const roster = query.isError ? undefined : query.data?.data;
  return (
    <Card size="small" title={t('report_players.roster')}>
      <ReportTableView table={rosterTable(roster, { t, lang: i18n.language })} loading={query.isFetching} />
    </Card>
  );
}
