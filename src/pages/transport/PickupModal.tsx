/**
 * The check-in dialog (reference §6.3, width 700): the stop, chosen among the
 * day's stops in pickup order, and its riders. Moving to another stop with
 * marks unsaved asks first.
 */
import { App, Grid, Modal, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/dates';
import { nextStop } from './pickup-marks';
import { RosterEditor } from './RosterEditor';
import type { Direction, StopOfDay } from '../../../domain/pickups';
import { useStopRoster } from './use-pickups';

interface Props {
  stops: StopOfDay[];
  stopId: number;
  date: string;
  direction: Direction;
  onStop: (id: number | null) => void;
  /** A save went through: the day's counts are stale. */
  onSaved: () => void;
}

export function PickupModal({ stops, stopId, date, direction, onStop, onSaved }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const desktop = Grid.useBreakpoint().md;
  const { roster, loading, updatedAt } = useStopRoster(stopId, date, direction);
  const [dirty, setDirty] = useState(false);

  /** Leaves this stop for `id` (null = closes), asking first when marks would be lost. */
  const leave = (id: number | null) => {
    const go = () => {
      setDirty(false);
      onStop(id);
    };
    if (!dirty) return go();
    modal.confirm({ content: t('warnWhenUnsavedChanges'), okText: t('buttons.confirm'), cancelText: t('buttons.cancel'), onOk: go });
  };

  return (
    <Modal
      open
      width={desktop ? 700 : '100%'}
      title={t(`transport.modalTitle.${direction}`, { date: formatDate(date) })}
      footer={null}
      onCancel={() => leave(null)}
      destroyOnHidden
    >
      <Select
        aria-label={t('transport.stop')}
        value={stopId}
        onChange={leave}
        options={stops.map((s) => ({ value: s.id, label: `${s.pickup_time} · ${s.name}` }))}
        style={{ width: '100%', marginBottom: 12 }}
        listHeight={256}
      />
      {loading || !roster ? (
        <Skeleton active />
      ) : (
        <RosterEditor
          key={`${stopId}:${updatedAt}`}
          roster={roster}
          date={date}
          direction={direction}
          onDirtyChange={setDirty}
          onCancel={() => leave(null)}
          onSaved={(next) => {
            setDirty(false);
            onSaved();
            onStop(next ? (nextStop(stops, stopId)?.id ?? null) : null);
          }}
        />
      )}
    </Modal>
  );
}
