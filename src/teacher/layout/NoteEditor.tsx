/** A note's text box and its save; an empty note removes it. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function NoteEditor({
  label,
  note,
  disabled,
  onSave,
}: {
  label: string;
  note: string | null;
  disabled: boolean;
  onSave: (note: string | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(note ?? '');
  const id = useId();
  const changed = text.trim() !== (note ?? '');
  return (
    <div className="note-editor">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea id={id} value={text} maxLength={500} rows={3} disabled={disabled} onChange={(e) => setText(e.target.value)} />
      <button className="button button--primary" disabled={disabled || !changed} onClick={() => onSave(text.trim() || null)}>
        {t('roster.saveNote')}
      </button>
    </div>
  );
}
