/**
 * /reports/tuition-balance: on a chosen day, the sessions sold, taught, lapsed, frozen and left,
 * the tuition received and its part for sessions not yet taught, by player, class or branch;
 * the table exported as the other reports' are.
 */
import { useCustom } from '@refinedev/core';
import { Card, Col, DatePicker, Row, Select, Skeleton, Space, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_DATE_FORMAT, DATE_FORMAT } from '../../../domain/dates';
import { cellText } from '../../../domain/reports/cell-text';
import { TUITION_GROUPS, tuitionBalanceView, type TuitionBalance, type TuitionGroup } from '../../../domain/reports/tuition-views';
import { useAcademyClock } from '../../providers/academy-clock';
import { joinIds, RelationFilter, type Ids } from './ReportFilters';
import { ReportExport } from './ReportExport';
import { ReportTableView } from './ReportTableView';

const PATH = 'tuition-balance';

export default function TuitionBalanceReportPage() {
  const { t, i18n } = useTranslation();
  const clock = useAcademyClock();
  const [atDate, setAtDate] = useState(() => clock.today());
  const [groupBy, setGroupBy] = useState<TuitionGroup>('player');
  const [classIds, setClassIds] = useState<Ids>([]);
  const label = (key: string) => t(`report_tuition_balance.${key}`);
  const params = { atDate, groupBy, ...(classIds.length > 0 && { classIds: joinIds(classIds) }) };

  const { query } = useCustom<TuitionBalance>({
    url: `/${PATH}`,
    method: 'get',
    config: { query: params },
    // The previous figures stay while new ones load, so the screen does not jump.
    queryOptions: { placeholderData: (previous) => previous },
  });
  const data = query.isError ? undefined : query.data?.data;
  const shown = data && tuitionBalanceView(data, { t, lang: i18n.language });

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Row gutter={[12, 12]}>
          <Col xs={24} sm={12} lg={6}>
            <DatePicker
              style={{ width: '100%' }}
              format={DATE_FORMAT}
              allowClear={false}
              aria-label={label('atDate')}
              prefix={<Typography.Text type="secondary">{label('atDate')}</Typography.Text>}
              value={dayjs(atDate)}
              onChange={(day) => day && setAtDate(day.format(API_DATE_FORMAT))}
            />
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Select
              style={{ width: '100%' }}
              aria-label={label('groupBy')}
              prefix={<Typography.Text type="secondary">{label('groupBy')}</Typography.Text>}
              value={groupBy}
              onChange={setGroupBy}
              options={TUITION_GROUPS.map((value) => ({ value, label: label(value) }))}
            />
          </Col>
          <RelationFilter resource="classes" label={label('classes')} value={classIds} onChange={setClassIds} />
        </Row>
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          {label('note')}
        </Typography.Paragraph>
      </Card>

      {query.isLoading ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          {shown?.stats.map((stat) => (
            <Col key={stat.label} xs={24} sm={12} md={12} xl={6}>
              <Card size="small" style={{ height: '100%' }}>
                <Statistic title={stat.label} valueRender={() => cellText(stat.value, stat.kind, i18n.language)} />
              </Card>
            </Col>
          ))}
        </Row>
      )}

      <Card
        size="small"
        title={t('reports.table')}
        extra={<ReportExport path={PATH} params={params} disabled={!shown?.table.rows.length} />}
      >
        <ReportTableView table={shown?.table ?? { columns: [], rows: [] }} loading={query.isFetching} />
      </Card>
    </Space>
  );
}
