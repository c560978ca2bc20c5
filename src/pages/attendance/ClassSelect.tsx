/**
 * The class whose attendance is taken: the open classes of the selected branch
 * (the branch header narrows the list), each named with its branch since every
 * branch may run a class of the same name, and found by typing without accents
 * like every list's search. When none is chosen, today's next class is (the
 * caller's timetable, use-todays-class.ts), else the first one.
 */
import { useList } from '@refinedev/core';
import { Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { includesFolded } from '../../../domain/fold-text';
import { useTodaysClass } from './use-todays-class';

interface ClassRow {
  id: number;
  name: string;
  branch?: { id: number; name: string } | null;
}

/** More classes than one academy runs at a time. */
const MAX_CLASSES = 100;

export function ClassSelect({ id, value, onChange }: { id: string; value?: number; onChange: (classId: number) => void }) {
  const todays = useTodaysClass(value === undefined);
  const { t } = useTranslation();
  const { result, query } = useList<ClassRow>({
    resource: 'classes',
    pagination: { pageSize: MAX_CLASSES },
    filters: [{ field: 'auditingStatuses', operator: 'eq', value: 1 }],
    sorters: [{ field: 'name', order: 'asc' }],
  });
  const classes = result.data;
  const preferred = classes.find((c) => c.id === todays.classId)?.id ?? classes[0]?.id;
  useEffect(() => {
    if (value === undefined && todays.settled && preferred !== undefined) onChange(preferred);
  }, [value, todays.settled, preferred, onChange]);

  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      loading={query.isLoading}
      placeholder={t('attendance.chooseClass')}
      showSearch
      filterOption={(typed, option) => includesFolded(String(option?.label ?? ''), typed)}
      style={{ width: '100%' }}
      options={classes.map((c) => ({ value: c.id, label: c.branch ? `${c.name} – ${c.branch.name}` : c.name }))}
    />
  );
}
