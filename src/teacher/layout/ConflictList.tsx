/**
 * Saves of this day the server did not take as sent: marks the office changed meanwhile (both
 * values shown, the teacher keeps one) and saves it refused (its reason, then put away).
 */
import { useTranslation } from 'react-i18next';
import { ABSENT, PRESENT } from '../../../domain/check-in';
import type { MarkConflict, MarkValue } from '../../../domain/teacher-area';
import { outbox } from '../app-outbox';
import type { PendingSave } from '../offline/changes';

export function ConflictList({ saves }: { saves: PendingSave[] }) {
  const { t } = useTranslation();
  if (!saves.length) return null;

  const value = (conflict: MarkConflict, mark: MarkValue) => {
    if (conflict.target === 'lesson_note') return mark.note ?? t('conflicts.noNote');
    const checkIn = t(mark.check_in === PRESENT ? 'roster.present' : mark.check_in === ABSENT ? 'roster.absent' : 'conflicts.noMark');
    return conflict.target === 'player' && mark.note ? `${checkIn} · “${mark.note}”` : checkIn;
  };

  return (
    <section className="conflicts" aria-labelledby="conflicts-title">
      <h2 id="conflicts-title">{t('conflicts.title')}</h2>
      {saves.map((save) =>
        save.state === 'refused' ? (
          <div key={save.key} className="card conflict" role="alert">
            <p>{t('conflicts.refused', { message: save.message })}</p>
            <button className="button" onClick={() => void outbox.dismiss(save)}>
              {t('conflicts.dismiss')}
            </button>
          </div>
        ) : (
          (save.conflicts ?? []).map((conflict) => (
            <div key={`${save.key}-${conflict.target}-${conflict.player_id}`} className="card conflict">
              <strong>{conflict.target === 'player' ? conflict.name : t(`conflicts.target.${conflict.target}`)}</strong>
              <dl>
                <dt>{t('conflicts.yours')}</dt>
                <dd>{value(conflict, conflict.yours)}</dd>
                <dt>{t('conflicts.theirs')}</dt>
                <dd>{value(conflict, conflict.theirs)}</dd>
              </dl>
              <div className="conflict__actions">
                <button className="button button--primary" onClick={() => void outbox.resolve(save, conflict, 'mine')}>
                  {t('conflicts.keepMine')}
                </button>
                <button className="button" onClick={() => void outbox.resolve(save, conflict, 'theirs')}>
                  {t('conflicts.keepTheirs')}
                </button>
              </div>
            </div>
          ))
        ),
      )}
    </section>
  );
}
