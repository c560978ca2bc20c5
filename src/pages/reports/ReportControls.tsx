/** The report's time unit and its range, whose picker follows the unit (days, months, quarters, years). */
import { DatePicker, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { API_DATE_FORMAT, DATE_FORMAT, MONTH_FORMAT } from '../../../domain/dates';
import { REPORT_UNITS, type ReportUnit } from '../../../domain/report-periods';
import type { DayRange } from './report-range';

const PICKERS = { DATE: 'date', MONTH: 'month', QUARTER: 'quarter', YEAR: 'year' } as const;
const FORMATS: Record<ReportUnit, string> = { DATE: DATE_FORMAT, MONTH: MONTH_FORMAT, QUARTER: '[Q]Q/YYYY', YEAR: 'YYYY' };

interface Props {
  unit: ReportUnit;
  range: DayRange;
  onUnit: (unit: ReportUnit) => void;
  onRange: (range: DayRange) => void;
}

export function UnitSelect({ unit, onUnit }: Pick<Props, 'unit' | 'onUnit'>) {
  const { t } = useTranslation();
  return (
    <Select
      style={{ width: '100%' }}
      aria-label={t('reports.unit')}
      prefix={<Typography.Text type="secondary">{t('reports.unit')}</Typography.Text>}
      value={unit}
      onChange={onUnit}
      options={REPORT_UNITS.map((u) => ({ value: u, label: t(`reports.units.${u}`) }))}
    />
  );
}

export function PeriodRangePicker({ unit, range, onRange }: Pick<Props, 'unit' | 'range' | 'onRange'>) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      style={{ width: '100%' }}
      picker={PICKERS[unit]}
      format={FORMATS[unit]}
      allowClear={false}
      aria-label={t('reports.range')}
      prefix={<Typography.Text type="secondary">{t('reports.range')}</Typography.Text>}
      placeholder={[t('reports.from'), t('reports.to')]}
      value={[dayjs(range[0]), dayjs(range[1])]}
      onChange={(dates) => {
        if (dates?.[0] && dates[1]) onRange([dates[0].format(API_DATE_FORMAT), dates[1].format(API_DATE_FORMAT)]);
      }}
    />
  );
}
