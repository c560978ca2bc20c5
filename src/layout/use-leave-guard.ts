/**
 * The one question asked before a move would drop unsaved changes (a page says it has
 * some with components/unsaved-changes.ts): in the app's own dialog and language, Stay
 * focused so Enter by mistake keeps what was typed. The router's moves ask through
 * LeavePrompt.tsx; the branch switch and sign-out, which leave the page without the
 * router, ask here first.
 */
import { useWarnAboutChange } from '@refinedev/core';
import { App } from 'antd';
import { useCallback, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LeaveQuestion {
  /** Runs once the user agrees to go; the page then stops asking. */
  leave: () => void;
  /** Runs when the user stays. */
  stay?: () => void;
  title?: string;
  content?: ReactNode;
  okText?: string;
}

export function useLeaveGuard() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  // One question at a time: a second move while it is open is the same question.
  const asking = useRef(false);

  const confirm = useCallback(
    ({ leave, stay, title, content, okText }: LeaveQuestion) => {
      if (asking.current) return;
      asking.current = true;
      modal.confirm({
        title: title ?? t('leavePrompt.title'),
        content: content ?? t('warnWhenUnsavedChanges'),
        okText: okText ?? t('leavePrompt.leave'),
        okButtonProps: { danger: true },
        cancelText: t('leavePrompt.stay'),
        autoFocusButton: 'cancel',
        onOk: () => {
          setWarnWhen(false);
          leave();
        },
        onCancel: () => stay?.(),
        afterClose: () => {
          asking.current = false;
        },
      });
    },
    [modal, setWarnWhen, t],
  );

  /** Runs `leave` at once when nothing is unsaved, else after the user agrees. */
  const guard = useCallback((question: LeaveQuestion) => (warnWhen ? confirm(question) : question.leave()), [warnWhen, confirm]);

  /** The page stops asking (it is being left by a way the user already agreed to). */
  const release = useCallback(() => setWarnWhen(false), [setWarnWhen]);
  /** The page asks again (a way out the user agreed to failed, and the page stays). */
  const askAgain = useCallback(() => setWarnWhen(true), [setWarnWhen]);

  return { unsaved: Boolean(warnWhen), confirm, guard, release, askAgain };
}
