/** The lesson's note and the teacher's own check-in for time-keeping, kept on their check-in of the day. */
import { useTranslation } from 'react-i18next';
import { NONE, PRESENT, type CheckIn } from '../../../domain/check-in';
import { NoteEditor } from './NoteEditor';

interface Props {
  note: string | null;
  checkIn: CheckIn;
  locked: boolean;
  onNote: (note: string | null) => void;
  onCheckIn: (checkIn: CheckIn) => void;
}

export function LessonNote({ note, checkIn, locked, onNote, onCheckIn }: Props) {
  const { t } = useTranslation();
  return (
    <section className="card lesson-note" aria-labelledby="lesson-note-title">
      <h2 id="lesson-note-title">{t('roster.lessonNote')}</h2>
      <NoteEditor key={note ?? ''} label={t('roster.lessonNote')} note={note} disabled={locked} onSave={onNote} />
      <label className="switch">
        <input
          type="checkbox"
          checked={checkIn === PRESENT}
          disabled={locked}
          onChange={(e) => onCheckIn(e.target.checked ? PRESENT : NONE)}
        />
        <span>{t('roster.myCheckIn')}</span>
      </label>
    </section>
  );
}
