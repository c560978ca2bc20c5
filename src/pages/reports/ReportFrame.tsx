/**
 * The frame every report screen shares: the time unit and range (the branch
 * comes from the header), the report's own filters, its figures, a lazily
 * loaded chart, and the table with its export. A screen supplies the call and
 * how its answer reads (`view`).
 */
import { useCustom, type BaseRecord } from '@refinedev/core';
import { Card, Col, Row, Skeleton, Space, Statistic, Typography } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportUnit } from '../../../domain/report-periods';
import { cellText } from '../../../domain/reports/cell-text';
import type { ReportLocale, ReportView } from '../../../domain/reports/report-table';
import { PeriodRangePicker, UnitSelect } from './ReportControls';
import { ReportExport } from './ReportExport';
import { defaultRange, wholePeriods, type DayRange } from './report-range';
import { ReportTableView } from './ReportTableView';
import { useAcademyClock } from '../../providers/academy-clock';

const ReportChart = lazy(() => import('./ReportChart'));

type Query = Record<string, string | number | undefined>;

interface Props<T> {
  /** API path before the unit (`revenues` → `GET /revenues/{unit}`). */
  path: string;
  /** The unit travels as `?filterUnit=` instead of in the path (the player report). */
  unitInQuery?: boolean;
  /** The screen's filters as query parameters; undefined ones are left out. */
  query?: Query;
  /** The screen's filter controls, beside the unit and range. */
  filters?: ReactNode;
  /** How the answer reads in the reader's language (domain/reports/). */
  view: (data: T, locale: ReportLocale) => ReportView;
  /** A remark under the filters (what the report counts). */
  note?: ReactNode;
  /** More content under the table. */
  children?: ReactNode;
}

const EMPTY: ReportView = { stats: [], table: { columns: [], rows: [] } };

export function ReportFrame<T extends BaseRecord>({ path, unitInQuery, query = {}, filters, view, note, children }: Props<T>) {
  const { t, i18n } = useTranslation();
  const clock = useAcademyClock();
  const [unit, setUnit] = useState<ReportUnit>('MONTH');
  const [range, setRange] = useState<DayRange>(() => defaultRange('MONTH', clock.today()));
  const params = Object.fromEntries(
    Object.entries({ ...query, fromDate: range[0], toDate: range[1], ...(unitInQuery && { filterUnit: unit }) }).filter(
      ([, v]) => v !== undefined && v !== '',
    ),
  );

  const reportPath = unitInQuery ? path : `${path}/${unit}`;

  const { query: request } = useCustom<T>({
    url: `/${reportPath}`,
    method: 'get',
    config: { query: params },
    // The previous figures stay while new ones load, so the screen does not jump.
    queryOptions: { placeholderData: (previous) => previous },
  });
  // The query's own answer: Refine's `result` holds an empty object until data arrives.
  const data = request.isError ? undefined : request.data?.data;
  const shown = data ? view(data, { t, lang: i18n.language }) : EMPTY;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Row gutter={[12, 12]}>
          <Col xs={24} sm={12} lg={6}>
            <UnitSelect
              unit={unit}
              onUnit={(next) => {
                setUnit(next);
                setRange(defaultRange(next, clock.today()));
              }}
            />
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <PeriodRangePicker unit={unit} range={range} onRange={(next) => setRange(wholePeriods(unit, next))} />
          </Col>
          {filters}
        </Row>
        {note && (
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
            {note}
          </Typography.Paragraph>
        )}
      </Card>

      {request.isLoading ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          {shown.stats.map((stat) => (
            <Col key={stat.label} xs={24} sm={12} md={8} xl={6}>
              <Card size="small" style={{ height: '100%' }}>
                <Statistic
                  title={stat.label}
                  valueRender={() => cellText(stat.value, stat.kind, i18n.language)}
                  suffix={
                    stat.note && (
                      <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                        {stat.note}
                      </Typography.Text>
                    )
                  }
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}

      {shown.chart && (
        <Card size="small" title={t('reports.chart')}>
          {shown.chart.points.length ? (
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 360 }} />}>
              <ReportChart chart={shown.chart} />
            </Suspense>
          ) : (
            <Typography.Text type="secondary">{t('crud.noData')}</Typography.Text>
          )}
        </Card>
      )}

      <Card
        size="small"
        title={t('reports.table')}
        extra={<ReportExport path={reportPath} params={params} disabled={!shown.table.rows.length} />}
      >
        <ReportTableView table={shown.table} loading={request.isFetching} />
      </Card>
      {children}
    </Space>
  );
}
