/**
 * Signs in through the app's auth provider (the one Refine uses once the admin
 * app loads), so the sign-in page needs no Refine; then opens the page asked for.
 * A refusal shows its error toast (spec §8), as any failed request does, besides
 * the form's own message.
 */
import { App } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LoginValues } from '../../providers/auth-provider';
import { openToast } from '../../providers/notification-provider';
import { authProvider } from '../../providers/session';
import { returnPath } from './return-path';

export function useSignIn() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { notification } = App.useApp();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const signIn = async (values: LoginValues) => {
    setPending(true);
    setError(undefined);
    const result = await authProvider.login(values);
    setPending(false);
    if (result.success) {
      navigate(returnPath(search), { replace: true });
      return;
    }
    const message = result.error?.message ?? '';
    setError(message);
    // One toast however often the user tries: the next refusal replaces it.
    openToast(notification, { type: 'error', message, key: 'sign-in' });
  };

  return { signIn, pending, error };
}
