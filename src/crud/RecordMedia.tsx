/**
 * The pictures of a show page, above its fields: the photo block and the
 * images card, each only when the registry gives the resource one.
 */
import type { BaseRecord } from '@refinedev/core';
import { RecordAvatar } from './RecordAvatar';
import { RecordImages } from './RecordImages';

export function RecordMedia({ resource, record }: { resource: string; record?: BaseRecord }) {
  return (
    <>
      <RecordAvatar resource={resource} record={record} />
      <RecordImages resource={resource} record={record} />
    </>
  );
}
