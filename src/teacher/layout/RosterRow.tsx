/** One player of the roster: photo, sessions left, flags, present / absent, and the note (*nhận xét*). */
import { memo, useState } from 'react';
import { ABSENT, NONE, PRESENT, type CheckIn } from '../../../domain/check-in';
import type { RosterPlayer } from '../../../domain/teacher-area';
import { Icon } from '../../phone/icons';
import { NoteEditor } from './NoteEditor';
import type { RosterLabels } from './roster-labels';

/** Values and the page's steady callbacks only: a row is drawn again when its own player's mark changes, not at every tap. */
interface Props {
  labels: RosterLabels;
  player: RosterPlayer;
  checkIn: CheckIn;
  note: string | null;
  waiting: boolean;
  locked: boolean;
  onMark: (playerId: number, checkIn: CheckIn) => void;
  onNote: (playerId: number, note: string | null) => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(-2)
    .map((w) => w.charAt(0))
    .join('')
    .toUpperCase();

export const RosterRow = memo(function RosterRow({ labels, player, checkIn, note, waiting, locked, onMark, onNote }: Props) {
  const [editing, setEditing] = useState(false);
  // A second tap on the chosen mark takes it back.
  const tap = (value: CheckIn) => onMark(player.id, checkIn === value ? NONE : value);
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
            {player.guest && !player.makeup && <span className="chip">{labels.guest}</span>}
            {player.frozen && <span className="chip chip--info">{labels.frozen}</span>}
            {player.makeup && <span className="chip chip--info">{labels.makeup}</span>}
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
      {note && !editing && <p className="player__note">{note}</p>}
      {editing && (
        <NoteEditor
          label={noteLabel}
          note={note}
          disabled={locked}
          onSave={(text) => {
            onNote(player.id, text);
            setEditing(false);
          }}
        />
      )}
      <div className="marks" role="group" aria-label={labels.markOf(player.name)}>
        <button className="mark mark--present" aria-pressed={checkIn === PRESENT} disabled={locked} onClick={() => tap(PRESENT)}>
          {labels.present}
        </button>
        <button className="mark mark--absent" aria-pressed={checkIn === ABSENT} disabled={locked} onClick={() => tap(ABSENT)}>
          {labels.absent}
        </button>
      </div>
    </li>
  );
});
