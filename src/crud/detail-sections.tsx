/**
 * Hand-written sections a resource's generated detail page shows beneath its
 * fields, before the related lists (a player's attendance by month): resource name →
 * lazily loaded components given the shown record. The page itself stays generated.
 */
import type { BaseKey, BaseRecord } from '@refinedev/core';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyScreen } from '../components/lazy-screen';

export interface DetailSectionProps {
  id: BaseKey;
  record: BaseRecord;
}

type DetailSection = LazyExoticComponent<ComponentType<DetailSectionProps>>;

const attendance = () => import('../pages/attendance/PersonAttendance');
const points = () => import('../pages/loyalty/PlayerPointsHistory');
const feeTransfer = () => import('../pages/tuition/FeeTransferSection');

export const detailSections: Record<string, DetailSection[]> = {
  players: [
    lazyScreen(() => points().then((m) => ({ default: m.PlayerPointsHistory }))),
    lazyScreen(() => attendance().then((m) => ({ default: m.PlayerAttendance }))),
  ],
  managers: [lazyScreen(() => attendance().then((m) => ({ default: m.TeacherAttendance })))],
  revenues: [lazyScreen(() => feeTransfer().then((m) => ({ default: m.FeeTransferSection })))],
};

export function DetailSections({ resource, ...props }: DetailSectionProps & { resource: string }) {
  return (detailSections[resource] ?? []).map((Section, i) => (
    <Suspense key={i} fallback={null}>
      <Section {...props} />
    </Suspense>
  ));
}
