/** What the teachers' service worker (vite.teacher.config.ts) kept of the API's answers; the outbox lives in IndexedDB, so a new version loses nothing. */

/** A teacher who signs out leaves none of what they read on the phone. */
export async function forgetReadAnswers(): Promise<void> {
  if ('caches' in window) await caches.delete('teacher-api');
}
