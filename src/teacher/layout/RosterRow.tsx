/** One player of the roster: photo, sessions left, flags, present / absent, and the note (*nhận xét*). */
import { useState } from 'react';
import { ABSENT, NONE, PRESENT, type CheckIn } from '../../../domain/check-in';
import type { RosterPlayer } from '../../../domain/teacher-area';
import type { Mark } from '../offline/changes';
import { Icon } from './icons';
import { NoteEditor } from './NoteEditor';
import type { RosterLabels } from './roster-labels';

interface Props {
  labels: RosterLabels;
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

export function RosterRow({ labels, player, mark, waiting, locked, onMark, onNote }: Props) {
  const [editing, setEditing] = useState(false);
  // A second tap on the chosen mark takes it back.
  const tap = (value: CheckIn) => onMark(mark.check_in === value ? NONE : value);
  const labelId = `player-${player.id}`;
  const noteLabel = labels.note(player.name);

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
          <span className="muted">{labels.unitsLeft(player.number_of_units)}</span>
          <span className="flags">
            {player.fee_unpaid && <span className="chip chip--warn">{labels.feeUnpaid}</span>}
            {player.low_balance && <span className="chip chip--warn">{labels.lowBalance}</span>}
            {player.guest && <span className="chip">{labels.guest}</span>}
            {player.time_off && <span className="chip chip--info">{labels.timeOff(player.time_off.status)}</span>}
            {waiting && (
              <span className="chip chip--waiting">
                <Icon name="clock" /> {labels.waiting}
              </span>
            )}
          </span>
        </div>
        <button className="icon-button" aria-expanded={editing} aria-label={noteLabel} onClick={() => setEditing(!editing)}>
          <Icon name="note" />
        </button>
      </div>
      {mark.note && !editing && <p className="player__note">{mark.note}</p>}
      {editing && (
        <NoteEditor
          label={noteLabel}
          note={mark.note}
          disabled={locked}
          onSave={(note) => {
            onNote(note);
            setEditing(false);
          }}
        />
      )}
      <div className="marks" role="group" aria-label={labels.markOf(player.name)}>
        <button className="mark mark--present" aria-pressed={mark.check_in === PRESENT} disabled={locked} onClick={() => tap(PRESENT)}>
          {labels.present}
        </button>
        <button className="mark mark--absent" aria-pressed={mark.check_in === ABSENT} disabled={locked} onClick={() => tap(ABSENT)}>
          {labels.absent}
        </button>
      </div>
    </li>
  );
}
