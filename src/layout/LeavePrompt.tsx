/**
 * Asks before leaving a page with unsaved changes (a page says so with
 * components/unsaved-changes.ts): an in-app move waits for the app's own
 * dialog, in the app's language; closing or reloading the tab gets the
 * browser's question, the only one a browser allows there.
 * Refine's notifier asks with `window.confirm`; this answers with a dialog
 * (a browser's own back button is not the router's move, and goes).
 */
import { useWarnAboutChange } from '@refinedev/core';
import { App } from 'antd';
import { useContext, useEffect, type ContextType } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';

type Navigator = ContextType<typeof UNSAFE_NavigationContext>['navigator'];

/**
 * Sends the router's moves (links, `navigate`, back) through `ask` until the returned
 * undo is called. BrowserRouter has no blocker of its own (`useBlocker` needs a data router).
 */
function interceptMoves(navigator: Navigator, ask: (move: () => void) => void): () => void {
  const { push, go } = navigator;
  navigator.push = (...args: Parameters<typeof push>) => ask(() => push(...args));
  navigator.go = (...args: Parameters<typeof go>) => ask(() => go(...args));
  return () => {
    navigator.push = push;
    navigator.go = go;
  };
}

export function LeavePrompt() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { pathname } = useLocation();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const { navigator } = useContext(UNSAFE_NavigationContext);

  // A new page starts with nothing unsaved.
  useEffect(() => () => setWarnWhen(false), [pathname, setWarnWhen]);

  useEffect(() => {
    if (!warnWhen) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    let asking = false;
    const ask = (leave: () => void) => {
      if (asking) return;
      asking = true;
      modal.confirm({
        title: t('leavePrompt.title'),
        content: t('warnWhenUnsavedChanges'),
        okText: t('leavePrompt.leave'),
        okButtonProps: { danger: true },
        cancelText: t('leavePrompt.stay'),
        // Enter by mistake keeps what was typed.
        autoFocusButton: 'cancel',
        onOk: () => {
          setWarnWhen(false);
          leave();
        },
        afterClose: () => {
          asking = false;
        },
      });
    };
    const undo = interceptMoves(navigator, ask);
    return () => {
      window.removeEventListener('beforeunload', warn);
      undo();
    };
  }, [warnWhen, navigator, modal, setWarnWhen, t]);

  return null;
}
