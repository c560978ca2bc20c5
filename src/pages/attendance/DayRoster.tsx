/**
 * One class's attendance on one day: the list with a check-in per person, the
 * live counts, "mark all present", and one Save call for the whole list. A
 * refusal (a player with no sessions left, say) is shown on its row and in a toast;
 * a save says which parents will be told and which cannot be (ParentNoticesAlert).
 */
import { CheckOutlined, SaveOutlined } from '@ant-design/icons';
import { useCustom, useCustomMutation, type HttpError } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/dates';
import type { ParentNotices } from '../../../domain/parent-notices';
import type { DayRoster as Day, SavedDay } from '../../../domain/attendance';
import { LoadFailed } from './LoadFailed';
import { KINDS, type AttendanceKind } from './kinds';
import { allPresent, changedIds, countMarks, marksOf, rowErrors, type Marks } from './marks';
import { ParentNoticesAlert } from './ParentNoticesAlert';
import { RosterRow } from './RosterRow';

interface Props {
  kind: AttendanceKind;
  classId: number;
  date: string;
  onDirtyChange: (dirty: boolean) => void;
}

export function DayRoster({ kind, classId, date, onDirtyChange }: Props) {
  const { t } = useTranslation();
  const config = KINDS[kind];
  const queryClient = useQueryClient();
  const queryKey = ['attendance-day', kind, classId, date];
  const { query, result } = useCustom<Day>({
    url: config.dayUrl,
    method: 'get',
    config: { query: { classId, date } },
    // A refetch would overwrite what is being marked.
    queryOptions: { queryKey, refetchOnWindowFocus: false, refetchOnReconnect: false },
  });
  const data = query.isSuccess ? result.data : undefined;
  const loaded = useMemo(() => (data ? marksOf(data.content) : {}), [data]);
  const [marks, setMarks] = useState<Marks>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  // What loads (first, after a save, for another day) replaces the marks and clears the row errors.
  const [markedFrom, setMarkedFrom] = useState<Day>();
  if (data !== markedFrom) {
    setMarkedFrom(data);
    setMarks(loaded);
    setErrors({});
  }

  // The last save's notices, for the class and day it saved.
  const [saved, setSaved] = useState<{ day: string; notices: ParentNotices | null }>();
  const thisDay = `${classId}:${date}`;

  const changed = changedIds(loaded, marks).length;
  useEffect(() => onDirtyChange(changed > 0), [changed, onDirtyChange]);
  const { mutate, mutation } = useCustomMutation<SavedDay>();

  if (query.isLoading)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (!data) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const counts = countMarks(marks);
  const locked = data.locked !== null;

  const save = () => {
    const ids = data.content.map((p) => p.id);
    mutate(
      {
        url: config.saveUrl,
        method: 'post',
        values: { class_id: classId, at_date: date, [config.list]: ids.map((id) => ({ [config.idField]: id, ...marks[id] })) },
        successNotification: () => ({ message: t('attendance.saved'), type: 'success' }),
      },
      {
        onSuccess: (answer) => {
          setSaved({ day: thisDay, notices: answer.data.parent_notices });
          // The answer is the day as saved: it becomes the list, with no second request.
          queryClient.setQueryData(queryKey, { data: answer.data });
        },
        onError: (error: HttpError) => setErrors(rowErrors(error.errors, config.list, ids)),
      },
    );
  };

  return (
    <Card
      title={
        <Space wrap size={4}>
          <span>{data.class.name}</span>
          <Typography.Text type="secondary">{[data.class.branch_name, formatDate(date)].filter(Boolean).join(' · ')}</Typography.Text>
        </Space>
      }
    >
      {locked && <Alert type="warning" showIcon message={data.locked_message} className="attendance-alert" />}
      {!data.lesson_day && !locked && (
        <Alert type="info" showIcon message={t('attendance.notLessonDay', { day: formatDate(date) })} className="attendance-alert" />
      )}
      {saved?.day === thisDay && <ParentNoticesAlert notices={saved.notices} onClose={() => setSaved(undefined)} />}
      <Flex wrap gap={8} justify="space-between" align="center" className="attendance-toolbar">
        <Button icon={<CheckOutlined />} disabled={locked || !data.content.length} onClick={() => setMarks(allPresent(marks))}>
          {t('attendance.markAllPresent')}
        </Button>
        <Space wrap size={4} className="attendance-counts">
          <Tag color="success">{t('attendance.counts.present', { count: counts.present })}</Tag>
          <Tag color="error">{t('attendance.counts.absent', { count: counts.absent })}</Tag>
          <Tag>{t('attendance.counts.none', { count: counts.none })}</Tag>
        </Space>
      </Flex>
      <List
        dataSource={data.content}
        rowKey="id"
        locale={{ emptyText: <Empty description={t(config.emptyLabel)} /> }}
        renderItem={(person) => (
          <List.Item>
            <RosterRow
              kind={kind}
              person={person}
              mark={marks[person.id] ?? loaded[person.id]}
              onChange={(mark) => {
                setMarks({ ...marks, [person.id]: mark });
                if (errors[person.id]) setErrors(({ [person.id]: _, ...others }) => others);
              }}
              maxUnits={data.max_units}
              locked={locked}
              error={errors[person.id]}
            />
          </List.Item>
        )}
      />
      <Flex wrap gap={8} justify="flex-end" align="center" className="attendance-savebar">
        {changed > 0 && <Typography.Text type="warning">{t('attendance.unsaved', { count: changed })}</Typography.Text>}
        <Button type="primary" icon={<SaveOutlined />} disabled={locked || !changed} loading={mutation.isPending} onClick={save}>
          {t('attendance.save')}
        </Button>
      </Flex>
    </Card>
  );
}
