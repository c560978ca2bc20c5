/**
 * Toasts as spec §8 has them: bottom of the screen (placement is set on antd's
 * <App>), description only, an error's text followed by ' !'.
 */
import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';
import { App } from 'antd';
import { useMemo } from 'react';

/** The one line a toast shows. Refine puts an error's text in `description`, a success's in `message`. */
export function toastText({ type, message, description }: OpenNotificationParams): string {
  if (type !== 'error') return message;
  return `${(description || message).trim()} !`;
}

type Notifications = ReturnType<typeof App.useApp>['notification'];

/** Shows one toast as §8 has it, through antd's notifications (Refine's, or a screen's without Refine: sign-in). */
export function openToast(notification: Notifications, params: OpenNotificationParams): void {
  notification.open({
    key: params.key,
    type: params.type === 'progress' ? 'info' : params.type,
    message: null,
    description: toastText(params),
  });
}

export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      open: (params) => openToast(notification, params),
      close: (key) => notification.destroy(key),
    }),
    [notification],
  );
}
