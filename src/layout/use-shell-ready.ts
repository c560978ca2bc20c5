/**
 * Whether what the shell's header and menu show has answered (the user's
 * profile, the academy's settings), or failed: the shell then draws once,
 * complete, instead of growing and moving the page under the reader.
 */
import { useGetIdentity } from '@refinedev/core';
import { useSettingsSettled } from '../providers/settings';

export function useShellReady(): boolean {
  const identity = useGetIdentity();
  const settingsSettled = useSettingsSettled();
  return !identity.isLoading && settingsSettled;
}
