/** The app's one outbox: saves kept in IndexedDB, sent through the API, answers shown in the roster. */
import { newKey } from '../http/idempotency-keys';
import { sendSave } from './api';
import { idbQueueStorage } from './offline/idb-storage';
import { Outbox } from './offline/outbox';
import { queryClient, rosterKey } from './query-client';

export const outbox = new Outbox({
  storage: idbQueueStorage,
  send: sendSave,
  onStored: (roster) => {
    const { parent_notices: _, ...day } = roster;
    queryClient.setQueryData(rosterKey(day.class.id, day.date), day);
  },
  online: () => navigator.onLine,
  newKey,
});

window.addEventListener('online', () => outbox.soon(0));
// A tab put away (the phone locked, another app opened) sends what waits without the pause.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') outbox.soon(0);
});
