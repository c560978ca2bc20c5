/**
 * Signs in through the app's auth provider (the one Refine uses once the admin
 * app loads), so the sign-in page needs no Refine; then opens the page asked for.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LoginValues } from '../../providers/auth-provider';
import { authProvider } from '../../providers/session';
import { returnPath } from './return-path';

export function useSignIn() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const signIn = async (values: LoginValues) => {
    setPending(true);
    setError(undefined);
    const result = await authProvider.login(values);
    setPending(false);
    if (result.success) navigate(returnPath(search), { replace: true });
    else setError(result.error?.message);
  };

  return { signIn, pending, error };
}
