/**
 * Registers the service worker the build writes (vite.teacher.config.ts): it keeps the app and
 * what the teacher last read for opening without signal. A new version takes over by itself:
 * the outbox lives in IndexedDB, so a reload loses nothing. Registered once the page has loaded:
 * the worker's first install fetches every file of the app, which the first screen must not wait behind.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    await new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL }).register();
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** What the service worker kept of the API's answers: a teacher who signs out leaves none of it on the phone. */
export async function forgetReadAnswers(): Promise<void> {
  if ('caches' in window) await caches.delete('teacher-api');
}
