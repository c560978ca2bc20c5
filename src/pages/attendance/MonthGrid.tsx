/**
 * One class's attendance over a month: people × lesson days, each cell editable
 * (click or keyboard), totals per person and per day kept live, and a Save that
 * sends each changed day through the same call as the day list, then says which
 * parents those days' messages reach and which they cannot.
 */
import { SaveOutlined } from '@ant-design/icons';
import { useCustom, useCustomMutation, useNotification } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Skeleton, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMonth } from '../../../domain/dates';
import { enumLabel } from '../../../domain/enum-labels';
import { mergeNotices, type ParentNotices } from '../../../domain/parent-notices';
import { GridCell } from './GridCell';
import type { GridCell as Cell, MonthGrid as Month, MonthRow, SavedDay } from '../../../domain/attendance';
import { LoadFailed } from './LoadFailed';
import { KINDS, type AttendanceKind } from './kinds';
import { ABSENT, NONE, PRESENT } from '../../../domain/check-in';
import { cellKey, changesByDay, nextCheckIn, type CellChanges } from './marks';
import { ParentNoticesAlert } from './ParentNoticesAlert';
import { withSavedDay } from './saved-day';

const EMPTY: Cell = { check_in: NONE, units: 1 };

interface Props {
  kind: AttendanceKind;
  classId: number;
  month: string;
  onDirtyChange: (dirty: boolean) => void;
}

export function MonthGrid({ kind, classId, month, onDirtyChange }: Props) {
  const { t, i18n } = useTranslation();
  const config = KINDS[kind];
  const queryClient = useQueryClient();
  const queryKey = ['attendance-month', kind, classId, month];
  const { query, result } = useCustom<Month>({
    url: config.monthUrl,
    method: 'get',
    config: { query: { classId, month } },
    queryOptions: { queryKey, refetchOnWindowFocus: false, refetchOnReconnect: false },
  });
  const data = query.isSuccess ? result.data : undefined;
  const [changes, setChanges] = useState<CellChanges>({});
  const [saving, setSaving] = useState(false);
  // The last save's notices, for the class and month it saved.
  const [saved, setSaved] = useState<{ month: string; notices: ParentNotices | null }>();
  const thisMonth = `${classId}:${month}`;
  const { mutateAsync } = useCustomMutation<SavedDay>();
  const { open } = useNotification();
  const changedDays = Object.keys(changesByDay(changes));
  useEffect(() => onDirtyChange(changedDays.length > 0), [changedDays.length, onDirtyChange]);

  if (query.isLoading)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (!data) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;

  const cellOf = (row: MonthRow, date: string) => changes[cellKey(row.id, date)] ?? row.cells[date] ?? EMPTY;
  const count = (cells: Array<{ check_in: number }>, value: number) => cells.filter((c) => c.check_in === value).length;
  const rowCells = (row: MonthRow) => data.days.map((d) => cellOf(row, d.date));
  const dayCells = (date: string) => data.content.map((row) => cellOf(row, date));
  const all = data.content.flatMap(rowCells);

  const cycle = (row: MonthRow, date: string) => {
    const stored = row.cells[date] ?? EMPTY;
    const next = nextCheckIn(cellOf(row, date).check_in);
    const { [cellKey(row.id, date)]: _, ...others } = changes;
    // Back to what is stored (its units included) is no change at all.
    setChanges(next === stored.check_in ? others : { ...others, [cellKey(row.id, date)]: { check_in: next, units: 1 } });
  };

  const save = async () => {
    setSaving(true);
    const left = { ...changes };
    const told: ParentNotices[] = [];
    for (const [date, rows] of Object.entries(changesByDay(changes))) {
      try {
        const answer = await mutateAsync({
          url: config.saveUrl,
          method: 'post',
          values: { class_id: classId, at_date: date, [config.list]: rows.map(({ id, ...cell }) => ({ [config.idField]: id, ...cell })) },
          successNotification: false,
        });
        if (answer.data.parent_notices) told.push(answer.data.parent_notices);
        // Each day saved comes back as stored: the grid takes it, with no second request.
        queryClient.setQueryData<{ data: Month }>(queryKey, (grid) => grid && { data: withSavedDay(grid.data, answer.data) });
        for (const row of rows) delete left[cellKey(row.id, date)];
      } catch {
        // The error toast names the refusal; that day's cells stay as edited.
      }
    }
    setSaving(false);
    setChanges(left);
    setSaved({ month: thisMonth, notices: told.length ? mergeNotices(...told) : null });
    if (!Object.keys(left).length) open?.({ type: 'success', message: t('attendance.saved') });
  };

  const dayColumns: ColumnsType<MonthRow> = data.days.map((day, col) => ({
    key: day.date,
    title: (
      <span className={day.lesson ? 'grid-day' : 'grid-day grid-day-extra'} title={formatDate(day.date)}>
        {dayjs(day.date).format('dd')}
        <br />
        {dayjs(day.date).format('DD')}
      </span>
    ),
    align: 'center',
    width: 44,
    render: (_, row, rowIndex) => {
      const cell = cellOf(row, day.date);
      return (
        <GridCell
          checkIn={cell.check_in}
          units={cell.units}
          row={rowIndex}
          col={col}
          changed={cellKey(row.id, day.date) in changes}
          lockedReason={day.editable ? undefined : t('attendance.grid.locked')}
          label={t('attendance.grid.cell', {
            name: row.name,
            day: formatDate(day.date),
            status: enumLabel('check_in', cell.check_in, i18n.language),
          })}
          onCycle={() => cycle(row, day.date)}
        />
      );
    },
  }));
  const columns: ColumnsType<MonthRow> = [
    {
      key: 'person',
      title: t(config.personLabel),
      fixed: 'left',
      width: 170,
      render: (_, row) => (
        <div className="grid-person">
          <Link to={`${config.detailRoute}/${row.id}`}>{row.name}</Link>
          {row.guest && (
            <Tag color="purple" className="grid-guest">
              {t('attendance.guest')}
            </Tag>
          )}
          {row.number_of_units !== undefined && (
            <Typography.Text type={row.number_of_units > 0 ? 'secondary' : 'danger'} className="attendance-details">
              {t('attendance.columns.sessionsLeft')}: {row.number_of_units}
            </Typography.Text>
          )}
        </div>
      ),
    },
    ...dayColumns,
    {
      key: 'present',
      title: t('attendance.columns.present'),
      align: 'center',
      width: 80,
      render: (_, row) => count(rowCells(row), PRESENT),
    },
    { key: 'absent', title: t('attendance.columns.absent'), align: 'center', width: 80, render: (_, row) => count(rowCells(row), ABSENT) },
  ];

  return (
    <Card
      title={
        <Space wrap size={4}>
          <span>{data.class.name}</span>
          <Typography.Text type="secondary">
            {[data.class.branch_name, formatMonth(`${month}-01`)].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Space>
      }
    >
      <Flex wrap gap={8} justify="space-between" align="center" className="attendance-toolbar">
        <Typography.Text type="secondary">{t('attendance.grid.hint')}</Typography.Text>
        <Space wrap size={4} className="attendance-counts">
          <Tag color="success">{t('attendance.counts.present', { count: count(all, PRESENT) })}</Tag>
          <Tag color="error">{t('attendance.counts.absent', { count: count(all, ABSENT) })}</Tag>
        </Space>
      </Flex>
      {saved?.month === thisMonth && <ParentNoticesAlert notices={saved.notices} onClose={() => setSaved(undefined)} />}
      {!data.days.length ? (
        <Empty description={t('attendance.noLessonDays')} />
      ) : (
        <Table<MonthRow>
          className="attendance-grid"
          rowKey="id"
          size="small"
          bordered
          pagination={false}
          dataSource={data.content}
          columns={columns}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t(config.emptyLabel)} /> }}
          summary={() => (
            <Table.Summary fixed="bottom">
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{t('attendance.total')}</Table.Summary.Cell>
                {data.days.map((day, i) => (
                  <Table.Summary.Cell key={day.date} index={i + 1} align="center">
                    <span className="grid-total-present">{count(dayCells(day.date), PRESENT)}</span>/
                    <span className="grid-total-absent">{count(dayCells(day.date), ABSENT)}</span>
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={data.days.length + 1} align="center">
                  {count(all, PRESENT)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={data.days.length + 2} align="center">
                  {count(all, ABSENT)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            </Table.Summary>
          )}
        />
      )}
      <Flex justify="flex-end" className="attendance-savebar">
        <Button type="primary" icon={<SaveOutlined />} disabled={!changedDays.length} loading={saving} onClick={save}>
          {changedDays.length ? t('attendance.grid.saveDays', { count: changedDays.length }) : t('attendance.save')}
        </Button>
      </Flex>
    </Card>
  );
}
