/**
 * Asks before leaving a page with unsaved changes (a page says so with
 * components/unsaved-changes.ts): every move of the router is held until the
 * user answers the app's dialog (use-leave-guard.ts): a link, the menu, the
 * breadcrumbs, the account menu, and the browser's Back and Forward (a phone's
 * back gesture), which the router puts back until the user agrees. Closing or
 * reloading the tab gets the browser's question, the only one a browser allows there.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useBeforeUnload, useBlocker, useLocation } from 'react-router';
import { useLeaveGuard } from './use-leave-guard';

export function LeavePrompt() {
  const { pathname } = useLocation();
  const { unsaved, confirm, release } = useLeaveGuard();

  // A new page starts with nothing unsaved.
  useEffect(() => () => release(), [pathname, release]);

  // A page changing its own address (a list's filters, the attendance day) is not leaving it; Back and Forward always may be.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      unsaved && (historyAction === 'POP' || currentLocation.pathname !== nextLocation.pathname),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirm({ leave: () => blocker.proceed(), stay: () => blocker.reset() });
  }, [blocker, confirm]);

  const warn = useRef(unsaved);
  useEffect(() => {
    warn.current = unsaved;
  }, [unsaved]);
  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (warn.current) event.preventDefault();
    }, []),
  );

  return null;
}
