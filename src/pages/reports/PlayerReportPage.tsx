/**
 * /reports/players: players who joined by period and class (lines: the trend),
 * among all / not active / active / deleted players, and each class's roster today.
 */
import { Col, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playerJoinView, type JoinReport } from '../../../domain/reports/people-views';
import { joinIds, RelationFilter, type Ids } from './ReportFilters';
import { ReportFrame } from './ReportFrame';
import { PlayerRoster } from './PlayerRoster';

/** Spec §3 report player filter: all 0, not active 1, active 2, deleted 3. */
const PLAYER_FILTERS = [0, 1, 2, 3];

export default function PlayerReportPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState(0);
  const [classIds, setClassIds] = useState<Ids>([]);
  return (
    <ReportFrame<JoinReport>
      path="players/report"
      unitInQuery
      query={{ filter, classIds: joinIds(classIds) }}
      view={playerJoinView}
      filters={
        <>
          <Col xs={24} sm={12} lg={5}>
            <Select
              style={{ width: '100%' }}
              aria-label={t('report_players.filter')}
              value={filter}
              onChange={setFilter}
              options={PLAYER_FILTERS.map((value) => ({ value, label: t(`report_players.filters.${value}`) }))}
            />
          </Col>
          <RelationFilter resource="classes" label={t('report_players.classes')} value={classIds} onChange={setClassIds} />
        </>
      }
    >
      <PlayerRoster classIds={joinIds(classIds)} />
    </ReportFrame>
  );
}
