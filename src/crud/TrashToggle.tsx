/**
 * "In use / Deleted" over a generated list, for the admin (domain/trash.ts): the
 * Deleted view is the same list, filters, search, sort and paging, asked with
 * `deleted=true`. The choice rides with the list's filters, so the export follows it.
 */
import { useGetIdentity, type CrudFilter, type LogicalFilter } from '@refinedev/core';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { resources } from '../../resources.config';
import { hasTrash, TRASH_ROLE } from '../../domain/trash';
import type { Profile } from '../providers/profile';

const FIELD = 'deleted';

/** Whether the list's filters ask for the deleted records (`'true'` when read back from the address). */
export const isDeletedView = (filters: CrudFilter[]) =>
  filters.some((f) => 'field' in f && f.field === FIELD && String(f.value) === 'true');

/** Whether the signed-in user sees this resource's deleted records. */
export function useTrashAllowed(resource: string): boolean {
  const { data: user } = useGetIdentity<Profile>();
  const entry = resources.find((r) => r.name === resource);
  return Boolean(entry && hasTrash(entry) && user?.user_type === TRASH_ROLE);
}

interface Props {
  resource: string;
  filters: CrudFilter[];
  /** Sets one filter of the list (and goes back to its first page). */
  onChange: (filter: LogicalFilter) => void;
}

export function TrashToggle({ resource, filters, onChange }: Props) {
  const { t } = useTranslation();
  const allowed = useTrashAllowed(resource);
  if (!allowed) return null;
  const deleted = isDeletedView(filters);
  return (
    <Segmented
      aria-label={t('trash.view')}
      value={deleted ? 'deleted' : 'live'}
      options={[
        { value: 'live', label: t('trash.live') },
        { value: 'deleted', label: t('trash.deleted') },
      ]}
      // Off, the filter has no value, so the list asks for the records in use.
      onChange={(value) => onChange({ field: FIELD, operator: 'eq', value: value === 'deleted' || undefined })}
    />
  );
}
