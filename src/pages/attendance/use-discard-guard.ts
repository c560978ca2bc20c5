/**
 * Unsaved attendance is not lost by accident: switching class, day, month or
 * view asks first, and leaving the page (reload, close) gets the browser's warning.
 */
import { App } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function useDiscardGuard(dirty: boolean) {
  const { t } = useTranslation();
  const { modal } = App.useApp();

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Runs `action` at once, or after the user agrees to drop the changes. */
  return useCallback(
    (action: () => void) => {
      if (!dirty) return action();
      modal.confirm({
        title: t('attendance.discardTitle'),
        content: t('attendance.discardText'),
        okText: t('attendance.discard'),
        okButtonProps: { danger: true },
        cancelText: t('attendance.keepEditing'),
        onOk: action,
      });
    },
    [dirty, modal, t],
  );
}
