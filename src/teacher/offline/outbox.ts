/**
 * The outbox of the teacher's saves: kept in IndexedDB (a closed tab or a restarted phone
 * loses nothing), sent one at a time in the order made, each under its Idempotency-Key so
 * the server does it once however often it is sent. Sent when made (after a short pause, so
 * a run of taps goes as one save), when the connection returns, and every little while while
 * something waits and the phone believes it is online.
 */
import { queueChange, resolveConflict, type DayChange, type PendingSave } from './changes';
import type { MarkConflict, TeacherRoster, TeacherSavedRoster } from '../../../domain/teacher-area';

export type SendResult =
  | { kind: 'saved'; roster: TeacherSavedRoster }
  | { kind: 'conflict'; conflicts: MarkConflict[]; roster: TeacherSavedRoster }
  | { kind: 'refused'; message: string }
  /** No answer (no signal, the server away): it may or may not have arrived. */
  | { kind: 'unanswered' };

/** Where the queue lives: IndexedDB in the app, memory in tests. `update` reads and writes in one go. */
export interface QueueStorage {
  load(): Promise<PendingSave[]>;
  update(change: (queue: PendingSave[]) => PendingSave[]): Promise<PendingSave[]>;
}

export interface OutboxDeps {
  storage: QueueStorage;
  send(save: PendingSave): Promise<SendResult>;
  /** The day as the server answered a save: the roster shown is renewed with it. */
  onStored(roster: TeacherSavedRoster): void;
  online(): boolean;
  newKey(): string;
  now?: () => number;
  /** The pause after a change before sending, so a run of taps goes as one save. */
  pauseMs?: number;
}

/**
 * After a save got no answer the next try comes soon, then less often, at most every RETRY_MS:
 * a phone on a pitch's Wi-Fi believes itself online while nothing gets through, so no
 * "online" event will say when the connection is back.
 */
const FIRST_RETRY_MS = 2_000;
const RETRY_MS = 20_000;

export class Outbox {
  private queue: PendingSave[] = [];
  private readonly listeners = new Set<() => void>();
  private sending: string | undefined;
  private flushing: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private userId: number | undefined;
  private unansweredInARow = 0;
  readonly ready: Promise<void>;

  constructor(private readonly deps: OutboxDeps) {
    this.ready = deps.storage.load().then((queue) => this.show(queue));
  }

  /** useSyncExternalStore's pair. */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  snapshot = () => this.queue;

  /** Only the signed-in teacher's saves are sent (another's wait for them to sign in again on this phone). */
  signedIn(userId: number | undefined): void {
    if (userId === this.userId) return;
    this.userId = userId;
    // A new snapshot, so what shows the teacher's saves draws them.
    this.show([...this.queue]);
    if (userId !== undefined) this.soon(0);
  }

  mine(): PendingSave[] {
    return this.queue.filter((s) => s.userId === this.userId);
  }

  async change(roster: TeacherRoster, change: DayChange): Promise<void> {
    await this.ready;
    const userId = this.userId;
    if (userId === undefined) return;
    const key = this.deps.newKey();
    const now = this.now();
    await this.write((queue) => queueChange(queue, { userId, roster, change, key, now }, this.sending));
    this.soon(this.deps.pauseMs ?? 1000);
  }

  async resolve(save: PendingSave, conflict: MarkConflict, keep: 'mine' | 'theirs'): Promise<void> {
    await this.write((queue) => resolveConflict(queue, save, conflict, keep, this.deps.newKey(), this.now()));
    this.soon(0);
  }

  /** Drops a save the server refused, once the teacher has read why. */
  async dismiss(save: PendingSave): Promise<void> {
    await this.write((queue) => queue.filter((s) => s.key !== save.key));
  }

  /** Forgets the signed-in teacher's saves (signing out on purpose). */
  async forgetMine(): Promise<void> {
    const userId = this.userId;
    await this.write((queue) => queue.filter((s) => s.userId !== userId));
  }

  /** Sends what waits, in order, until the queue is empty or a save gets no answer. */
  flush(): Promise<void> {
    this.flushing ??= this.sendAll().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** Sends in `ms`, or now; while something waits, tries again every little while. */
  soon(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void this.flush().then(() => {
        if (this.mine().some((s) => s.state === 'waiting')) this.soon(this.retryDelay());
      });
    }, ms);
  }

  /** 2 s after the first save without an answer, doubling with each one after it, at most RETRY_MS. */
  private retryDelay(): number {
    return Math.min(RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, this.unansweredInARow - 1));
  }

  private async sendAll(): Promise<void> {
    await this.ready;
    while (this.deps.online()) {
      const next = this.mine().find((s) => s.state === 'waiting');
      if (!next) return;
      this.sending = next.key;
      let result: SendResult;
      try {
        result = await this.deps.send(next);
      } finally {
        this.sending = undefined;
      }
      this.unansweredInARow = result.kind === 'unanswered' ? this.unansweredInARow + 1 : 0;
      if (result.kind === 'unanswered') {
        await this.write((queue) => queue.map((s) => (s.key === next.key ? { ...s, unanswered: true } : s)));
        return;
      }
      if (result.kind !== 'refused') this.deps.onStored(result.roster);
      await this.write((queue) =>
        queue.flatMap((s) => {
          if (s.key !== next.key) return [s];
          if (result.kind === 'saved') return [];
          return [
            result.kind === 'conflict'
              ? { ...s, state: 'conflict', conflicts: result.conflicts }
              : { ...s, state: 'refused', message: result.message },
          ];
        }),
      );
    }
  }

  private async write(change: (queue: PendingSave[]) => PendingSave[]): Promise<void> {
    this.show(await this.deps.storage.update(change));
  }

  private show(queue: PendingSave[]): void {
    this.queue = queue;
    for (const listener of this.listeners) listener();
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }
}
