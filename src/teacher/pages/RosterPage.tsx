/**
 * A class-day's roster: present or absent with one tap, "all present", a note per player and
 * one for the lesson, the teacher's own check-in. Every change is kept on the phone at once and
 * sent by the outbox; what the office changed meanwhile is shown for the teacher to choose.
 */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { NONE, PRESENT, type CheckIn } from '../../../domain/check-in';
import { outbox } from '../app-outbox';
import { dayLabel } from '../../phone/dates';
import { ConflictList } from '../layout/ConflictList';
import { LessonNote } from '../layout/LessonNote';
import { PageHeader } from '../layout/PageHeader';
import { QueryState } from '../../phone/QueryState';
import { RosterRow } from '../layout/RosterRow';
import { useRosterLabels } from '../layout/roster-labels';
import { SyncStatus } from '../layout/SyncStatus';
import { believedMarks, sameDay, waitingPlayers, type DayChange } from '../offline/changes';
import { rosterQuery } from '../queries';
import { useOutbox } from '../use-outbox';

export function RosterPage() {
  const { t } = useTranslation();
  const params = useParams();
  const classId = Number(params.classId);
  const date = params.date!;
  const query = useQuery(rosterQuery(classId, date));
  const labels = useRosterLabels();
  const queue = useOutbox();
  const roster = query.data;
  const day = { classId, date };

  const change = useCallback(
    (c: DayChange) => {
      if (roster) void outbox.change(roster, c);
    },
    [roster],
  );
  const markPlayer = useCallback((id: number, check_in: CheckIn) => change({ players: { [id]: { check_in } } }), [change]);
  const notePlayer = useCallback((id: number, note: string | null) => change({ players: { [id]: { note } } }), [change]);
  const marks = roster ? believedMarks(roster, queue) : null;
  const waiting = waitingPlayers(queue, day);
  const locked = Boolean(roster?.locked);
  const counts = { present: 0, absent: 0, none: 0 };
  for (const mark of marks?.players.values() ?? [])
    counts[mark.check_in === PRESENT ? 'present' : mark.check_in === NONE ? 'none' : 'absent']++;

  const allPresent = () => {
    const players: NonNullable<DayChange['players']> = {};
    for (const [id, mark] of marks!.players) if (mark.check_in === NONE) players[id] = { check_in: PRESENT };
    if (Object.keys(players).length) change({ players });
  };

  return (
    <main className="page">
      <PageHeader title={roster?.class.name ?? t('roster.title')} subtitle={dayLabel(date, t)} back="/" />
      <SyncStatus day={day} />
      <QueryState query={query}>
        {roster && marks && (
          <>
            {locked && <p className="notice">{roster.locked_message}</p>}
            <ConflictList saves={queue.filter((s) => s.state !== 'waiting' && sameDay(s, day))} />
            <div className="roster-head">
              <p className="counts" aria-live="polite">
                {t('roster.counts', counts)}
              </p>
              <button className="button" onClick={allPresent} disabled={locked || counts.none === 0}>
                {t('roster.allPresent')}
              </button>
            </div>
            <ul className="roster" aria-label={t('roster.players')}>
              {roster.players.map((player) => {
                const mark = marks.players.get(player.id)!;
                return (
                  <RosterRow
                    key={player.id}
                    labels={labels}
                    player={player}
                    checkIn={mark.check_in}
                    note={mark.note}
                    waiting={waiting.has(player.id)}
                    locked={locked}
                    onMark={markPlayer}
                    onNote={notePlayer}
                  />
                );
              })}
            </ul>
            {!roster.players.length && <p className="empty">{t('roster.empty')}</p>}
            <LessonNote
              note={marks.lessonNote}
              checkIn={marks.myCheckIn}
              locked={locked}
              onNote={(lessonNote) => change({ lessonNote })}
              onCheckIn={(myCheckIn) => change({ myCheckIn })}
            />
          </>
        )}
      </QueryState>
    </main>
  );
}
