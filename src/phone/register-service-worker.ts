/**
 * Registers the service worker a phone app's build writes (vite.teacher.config.ts,
 * vite.parent.config.ts): it keeps the app, and what its config says of the answers, for opening
 * at once and without signal. A new version takes over by itself. Registered once the page has
 * loaded: the worker's first install fetches every file of the app, which the first screen must not wait behind.
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
