/**
 * The teacher's changes to a class-day, kept on the phone until the server has them: what the
 * roster shows meanwhile, and the `seen` each change carries (the mark as the phone believes it
 * is stored: the last roster read, with the changes queued before it). Pure: the outbox
 * (outbox.ts) stores these, the sender (sync.ts) sends them.
 */
import { NONE, type CheckIn } from '../../../domain/check-in';
import type { MarkConflict, MarkValue, TeacherMarksBody, TeacherRoster } from '../../../domain/teacher-area';

/**
 * `waiting`: not sent, or sent without an answer (`unanswered`: the server may have it, so it is
 * sent again under its own key and never merged into); `conflict`: the office had changed some
 * marks meanwhile, which wait for the teacher's choice; `refused`: the server said no (its message).
 */
export type PendingState = 'waiting' | 'conflict' | 'refused';

export interface PendingSave {
  /** The Idempotency-Key it is sent with: the same on every retry, a new one when it changes. */
  key: string;
  userId: number;
  classId: number;
  date: string;
  className: string;
  body: TeacherMarksBody;
  createdAt: number;
  state: PendingState;
  unanswered?: boolean;
  conflicts?: MarkConflict[];
  message?: string;
}

/** One tap or note: marks of players, the lesson's note, the teacher's own check-in. */
export interface DayChange {
  players?: Record<number, { check_in?: CheckIn; note?: string | null }>;
  lessonNote?: string | null;
  myCheckIn?: CheckIn;
}

export type Mark = MarkValue;
export const NO_MARK: Mark = { check_in: NONE, note: null };

export const sameDay = (a: Pick<PendingSave, 'classId' | 'date'>, b: Pick<PendingSave, 'classId' | 'date'>) =>
  a.classId === b.classId && a.date === b.date;

/** The marks a save sets, over `marks` (changes sent and not yet answered count as stored). */
function applySave(day: DayMarks, body: TeacherMarksBody): DayMarks {
  const players = new Map(day.players);
  for (const { player_id, check_in, note } of body.marks ?? []) {
    const mark = players.get(player_id) ?? NO_MARK;
    players.set(player_id, {
      check_in: (check_in ?? mark.check_in) as CheckIn,
      note: note === undefined ? mark.note : note,
    });
  }
  return {
    players,
    lessonNote: body.lesson_note ? body.lesson_note.note : day.lessonNote,
    myCheckIn: body.my_check_in ? (body.my_check_in.check_in as CheckIn) : day.myCheckIn,
  };
}

export interface DayMarks {
  players: Map<number, Mark>;
  lessonNote: string | null;
  myCheckIn: CheckIn;
}

export function storedMarks(roster: TeacherRoster): DayMarks {
  return {
    players: new Map(roster.players.map((p) => [p.id, { check_in: p.check_in as CheckIn, note: p.note }])),
    lessonNote: roster.my_check_in.note,
    myCheckIn: roster.my_check_in.check_in as CheckIn,
  };
}

/** The day as the phone believes it stands: the roster last read, then the saves still waiting, in order. */
export function believedMarks(roster: TeacherRoster, queue: PendingSave[]): DayMarks {
  return queue
    .filter((s) => s.state === 'waiting' && sameDay(s, { classId: roster.class.id, date: roster.date }))
    .reduce((day, save) => applySave(day, save.body), storedMarks(roster));
}

/** Ids of the players whose marks wait to be sent. */
export function waitingPlayers(queue: PendingSave[], day: Pick<PendingSave, 'classId' | 'date'>): Set<number> {
  const ids = new Set<number>();
  for (const s of queue) if (s.state === 'waiting' && sameDay(s, day)) for (const m of s.body.marks ?? []) ids.add(m.player_id);
  return ids;
}

/** The body of `change`, each part carrying what `before` holds as its `seen`. */
function bodyOf(change: DayChange, before: DayMarks): TeacherMarksBody {
  const body: TeacherMarksBody = {};
  const players = Object.entries(change.players ?? {});
  if (players.length)
    body.marks = players.map(([id, mark]) => ({ player_id: Number(id), ...mark, seen: before.players.get(Number(id)) ?? NO_MARK }));
  if (change.lessonNote !== undefined) body.lesson_note = { note: change.lessonNote, seen: before.lessonNote };
  if (change.myCheckIn !== undefined) body.my_check_in = { check_in: change.myCheckIn, seen: before.myCheckIn };
  return body;
}

/** `body` with `change` folded in: a part it already holds keeps the `seen` it was made with. */
function mergeBody(body: TeacherMarksBody, change: DayChange, before: DayMarks): TeacherMarksBody {
  const added = bodyOf(change, before);
  const marks = new Map((body.marks ?? []).map((m) => [m.player_id, m]));
  for (const mark of added.marks ?? []) {
    const held = marks.get(mark.player_id);
    marks.set(mark.player_id, held ? { ...held, ...mark, seen: held.seen } : mark);
  }
  return {
    ...(marks.size && { marks: [...marks.values()] }),
    ...((body.lesson_note || added.lesson_note) && {
      lesson_note: { note: added.lesson_note?.note ?? body.lesson_note!.note, seen: body.lesson_note?.seen ?? added.lesson_note!.seen },
    }),
    ...((body.my_check_in || added.my_check_in) && {
      my_check_in: {
        check_in: added.my_check_in?.check_in ?? body.my_check_in!.check_in,
        seen: body.my_check_in?.seen ?? added.my_check_in!.seen,
      },
    }),
  };
}

export interface NewSave {
  userId: number;
  roster: TeacherRoster;
  change: DayChange;
  key: string;
  now: number;
}

/**
 * The queue with `change` kept: folded into the day's last save when that one is waiting, was
 * never sent and is not being sent (`sending`), under a new key since its body changed; else a save of its own.
 */
export function queueChange(queue: PendingSave[], { userId, roster, change, key, now }: NewSave, sending?: string): PendingSave[] {
  const day = { classId: roster.class.id, date: roster.date };
  const last = queue.findLast((s) => sameDay(s, day));
  if (last && last.state === 'waiting' && !last.unanswered && last.key !== sending) {
    const earlier = queue.filter((s) => s !== last);
    const body = mergeBody(last.body, change, believedMarks(roster, earlier));
    return queue.map((s) => (s === last ? { ...s, key, body } : s));
  }
  const body = bodyOf(change, believedMarks(roster, queue));
  return [...queue, { key, userId, ...day, className: roster.class.name, body, createdAt: now, state: 'waiting' }];
}

/**
 * The teacher's choice on one conflict: keeping theirs drops the change; keeping the teacher's
 * sends it again as a new save over what is stored now (`seen` = theirs). The conflicted save
 * goes once no conflict is left.
 */
export function resolveConflict(
  queue: PendingSave[],
  save: PendingSave,
  conflict: MarkConflict,
  keep: 'mine' | 'theirs',
  key: string,
  now: number,
): PendingSave[] {
  const rest = (save.conflicts ?? []).filter((c) => c !== conflict);
  const next = queue.flatMap((s) => (s.key !== save.key ? [s] : rest.length ? [{ ...s, conflicts: rest }] : []));
  if (keep === 'theirs') return next;
  // Only the fields the teacher changed go again: the office's edit of another field stays.
  const sent = save.body.marks?.find((m) => m.player_id === conflict.player_id);
  const body: TeacherMarksBody =
    conflict.target === 'player'
      ? {
          marks: [
            {
              player_id: conflict.player_id!,
              ...(sent?.check_in !== undefined && { check_in: sent.check_in }),
              ...(sent?.note !== undefined && { note: sent.note }),
              seen: conflict.theirs,
            },
          ],
        }
      : conflict.target === 'lesson_note'
        ? { lesson_note: { note: conflict.yours.note, seen: conflict.theirs.note } }
        : { my_check_in: { check_in: conflict.yours.check_in, seen: conflict.theirs.check_in } };
  return [...next, { ...save, key, body, createdAt: now, state: 'waiting', unanswered: false, conflicts: undefined, message: undefined }];
}
