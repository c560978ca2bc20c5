/**
 * Where the reader is on a page: a new page opens at the top (a saved record, a link
 * from another page), Back and Forward return to where the reader was on that page,
 * and a page changing its own address (a list's page, sort or filters, the attendance
 * day) stays where it is. The window is the layout's scroll container (the sider is
 * fixed, the header sticky). React Router's ScrollRestoration scrolls every new
 * address to the top, the page's own address changes too, and restores before a lazy
 * page has drawn its rows: hence this one.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * How long a restore waits for the page to grow tall enough (its code and rows arriving on
 * a slow phone); the reader scrolling, pressing or typing meanwhile ends the wait at once.
 */
const RESTORE_WAIT_MS = 10_000;
const READER_MOVES = ['wheel', 'pointerdown', 'touchmove', 'keydown'] as const;

/** The position of each history entry, by its key. */
const positions = new Map<string, number>();
/**
 * The key of the entry in the address bar now: the router writes it into the entry's state
 * when it changes the address, before the page it leads to has drawn (a list settling its
 * query on arrival may be drawn only with the next page), so a scroll is kept where it was made.
 */
const entryKey = () => (window.history.state as { key?: string } | null)?.key ?? 'default';

/** Scrolls to `y` as soon as the page is tall enough, unless the reader scrolls first. */
function restore(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1) return () => undefined;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of READER_MOVES) window.removeEventListener(type, stop);
  };
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop();
  });
  observer.observe(document.body);
  const timer = setTimeout(stop, RESTORE_WAIT_MS);
  for (const type of READER_MOVES) window.addEventListener(type, stop, { passive: true });
  return stop;
}

export function PageScroll() {
  const location = useLocation();
  const action = useNavigationType();
  const shown = useRef(location);
  // A restore under way outlives the page's own address changes (a list settling its query on arrival).
  const stopRestoring = useRef(() => undefined as void);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(entryKey(), window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // Before the browser paints the new page, so it never shows at the old position.
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = location;
    if (before.key === location.key) return;
    if (action === 'REPLACE' && before.pathname === location.pathname) {
      if (!positions.has(location.key)) positions.set(location.key, positions.get(before.key) ?? window.scrollY);
      return;
    }
    stopRestoring.current();
    stopRestoring.current = () => undefined;
    if (action === 'POP') stopRestoring.current = restore(positions.get(location.key) ?? 0);
    else window.scrollTo(0, 0);
  }, [location, action]);
  useEffect(() => () => stopRestoring.current(), []);

  return null;
}
