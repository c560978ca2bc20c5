/**
 * Unsaved attendance is not lost by accident: switching class, day, month or
 * view asks first, and so does leaving the page (another page of the app, a reload, closing it).
 */
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useWarnWhenUnsaved } from '../../components/unsaved-changes';

export function useDiscardGuard(dirty: boolean) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  useWarnWhenUnsaved(dirty);

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
