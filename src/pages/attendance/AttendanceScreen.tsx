/**
 * The attendance page of players or teachers: pick a class and a day (or a
 * month), then take the attendance on that day's list or in the month grid.
 * The choice lives in the address, so a reload or a shared link opens the same list.
 */
import { Card, DatePicker, Empty, Form, Segmented } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { API_DATE_FORMAT, DATE_FORMAT, MONTH_FORMAT } from '../../../domain/dates';
import { ClassSelect } from './ClassSelect';
import { DayRoster } from './DayRoster';
import type { AttendanceKind } from './kinds';
import { MonthGrid } from './MonthGrid';
import { useDiscardGuard } from './use-discard-guard';
import { useAcademyClock } from '../../providers/academy-clock';
import './attendance.css';

type View = 'day' | 'month';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A day or month from the address, if it is one. */
const valid = (value: string | null, shape: RegExp) => (value && shape.test(value) && dayjs(value).isValid() ? value : undefined);

export function AttendanceScreen({ kind }: { kind: AttendanceKind }) {
  const { t } = useTranslation();
  const clock = useAcademyClock();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'month' ? 'month' : 'day';
  const classId = Number(params.get('classId')) || undefined;
  const date = valid(params.get('date'), DAY) ?? clock.today();
  const month = valid(params.get('month'), MONTH) ?? date.slice(0, 7);
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard(dirty);

  const change = (patch: Record<string, string>) =>
    guard(() => {
      setDirty(false);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) next.set(key, value);
          return next;
        },
        { replace: true },
      );
    });

  return (
    <>
      <Card size="small" className="attendance-filters">
        <Form layout="inline">
          <Form.Item label={t('attendance.class')} htmlFor={`${kind}-attendance-class`} className="attendance-class-field">
            <ClassSelect id={`${kind}-attendance-class`} value={classId} onChange={(id) => change({ classId: String(id) })} />
          </Form.Item>
          <Form.Item>
            <Segmented<View>
              value={view}
              onChange={(next) => change({ view: next })}
              options={[
                { value: 'day', label: t('attendance.views.day') },
                { value: 'month', label: t('attendance.views.month') },
              ]}
            />
          </Form.Item>
          {view === 'day' ? (
            <Form.Item label={t('attendance.day')} htmlFor={`${kind}-attendance-day`}>
              <DatePicker
                id={`${kind}-attendance-day`}
                value={dayjs(date)}
                format={DATE_FORMAT}
                allowClear={false}
                disabledDate={(d) => d.isAfter(clock.now(), 'day')}
                onChange={(d) => d && change({ date: d.format(API_DATE_FORMAT) })}
              />
            </Form.Item>
          ) : (
            <Form.Item label={t('attendance.month')} htmlFor={`${kind}-attendance-month`}>
              <DatePicker
                id={`${kind}-attendance-month`}
                picker="month"
                value={dayjs(`${month}-01`)}
                format={MONTH_FORMAT}
                allowClear={false}
                disabledDate={(d) => d.isAfter(clock.now(), 'month')}
                onChange={(d) => d && change({ month: d.format('YYYY-MM') })}
              />
            </Form.Item>
          )}
        </Form>
      </Card>
      {!classId ? (
        <Card>
          <Empty description={t('attendance.chooseClassFirst')} />
        </Card>
      ) : view === 'day' ? (
        <DayRoster key={`${classId}-${date}`} kind={kind} classId={classId} date={date} onDirtyChange={setDirty} />
      ) : (
        <MonthGrid key={`${classId}-${month}`} kind={kind} classId={classId} month={month} onDirtyChange={setDirty} />
      )}
    </>
  );
}
