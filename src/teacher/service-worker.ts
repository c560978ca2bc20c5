/**
 * Registers the service worker the build writes (vite.teacher.config.ts): it keeps the app and
 * what the teacher last read for opening without signal. A new version takes over by itself:
 * the outbox lives in IndexedDB, so a reload loses nothing.
 */
import { Workbox } from 'workbox-window';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  void new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL }).register();
}

/** What the service worker kept of the API's answers: a teacher who signs out leaves none of it on the phone. */
export async function forgetReadAnswers(): Promise<void> {
  if ('caches' in window) await caches.delete('teacher-api');
}
