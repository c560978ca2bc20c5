/** One player of the roster: photo, sessions left, flags, present / absent, and the note (*nhận xét*). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ABSENT, NONE, PRESENT, type CheckIn } from '../../../domain/check-in';
import type { RosterPlayer } from '../../../domain/teacher-area';
import type { Mark } from '../offline/changes';
import { ClockIcon, NoteIcon } from './icons';
import { NoteEditor } from './NoteEditor';

interface Props {
  player: RosterPlayer;
  mark: Mark;
  waiting: boolean;
  locked: boolean;
  onMark: (checkIn: CheckIn) => void;
  onNote: (note: string | null) => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(-2)
    .map((w) => w.charAt(0))
    .join('')
    .toUpperCase();

export function RosterRow({ player, mark, waiting, locked, onMark, onNote }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  // A second tap on the chosen mark takes it back.
  const tap = (value: CheckIn) => onMark(mark.check_in === value ? NONE : value);
  const labelId = `player-${player.id}`;

  return (
    <li className="player" aria-labelledby={labelId}>
      <div className="player__main">
        {player.avatar ? (
          <img className="avatar" src={player.avatar} alt="" width="40" height="40" loading="lazy" />
        ) : (
          <span className="avatar" aria-hidden="true">
            {initials(player.name)}
          </span>
        )}
        <div className="player__info">
          <strong id={labelId}>{player.name}</strong>
          <span className="muted">{t('roster.unitsLeft', { count: player.number_of_units })}</span>
          <span className="flags">
            {player.fee_unpaid && <span className="chip chip--warn">{t('roster.feeUnpaid')}</span>}
            {player.low_balance && <span className="chip chip--warn">{t('roster.lowBalance')}</span>}
            {player.guest && <span className="chip">{t('roster.guest')}</span>}
            {player.time_off && <span className="chip chip--info">{t(`roster.timeOff.${player.time_off.status}`)}</span>}
            {waiting && (
              <span className="chip chip--waiting">
                <ClockIcon /> {t('sync.waitingShort')}
              </span>
            )}
          </span>
        </div>
        <button
          className="icon-button"
          aria-expanded={editing}
          aria-label={t('roster.note', { name: player.name })}
          onClick={() => setEditing(!editing)}
        >
          <NoteIcon />
        </button>
      </div>
      {mark.note && !editing && <p className="player__note">{mark.note}</p>}
      {editing && (
        <NoteEditor
          label={t('roster.note', { name: player.name })}
          note={mark.note}
          disabled={locked}
          onSave={(note) => {
            onNote(note);
            setEditing(false);
          }}
        />
      )}
      <div className="marks" role="group" aria-label={t('roster.markOf', { name: player.name })}>
        <button className="mark mark--present" aria-pressed={mark.check_in === PRESENT} disabled={locked} onClick={() => tap(PRESENT)}>
          {t('roster.present')}
        </button>
        <button className="mark mark--absent" aria-pressed={mark.check_in === ABSENT} disabled={locked} onClick={() => tap(ABSENT)}>
          {t('roster.absent')}
        </button>
      </div>
    </li>
  );
}
