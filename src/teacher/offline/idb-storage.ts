/** The outbox's queue in the phone's IndexedDB, one record read and written in one transaction. */
import { createStore, get, update } from 'idb-keyval';
import type { PendingSave } from './changes';
import type { QueueStorage } from './outbox';

const store = createStore('academy-teacher', 'outbox');
const QUEUE = 'saves';

export const idbQueueStorage: QueueStorage = {
  load: async () => (await get<PendingSave[]>(QUEUE, store)) ?? [],
  async update(change) {
    let next: PendingSave[] = [];
    await update<PendingSave[]>(
      QUEUE,
      (queue) => {
        next = change(queue ?? []);
        return next;
      },
      store,
    );
    return next;
  },
};
