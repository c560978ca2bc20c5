/** Sign-in with the login the office gave the teacher (the teacher record's *Login account*). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { HttpError } from '@refinedev/core';
import { teacherApi } from '../api';
import { queryClient } from '../query-client';
import { LanguageSwitch } from '../../phone/LanguageSwitch';

export function SignInPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      await teacherApi.signIn(String(form.get('username')), String(form.get('password')));
      queryClient.clear();
      navigate('/', { replace: true });
    } catch (failure) {
      setError(navigator.onLine ? (failure as HttpError).message : t('signIn.offline'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page page--centred sign-in">
      <img src="/favicon.svg" width="56" height="56" alt="" />
      <h1>{t('signIn.title')}</h1>
      <p className="muted">{t('signIn.subtitle')}</p>
      <form className="card form" onSubmit={(e) => void submit(e)}>
        <label>
          {t('signIn.username')}
          <input name="username" autoComplete="username" required autoCapitalize="none" />
        </label>
        <label>
          {t('signIn.password')}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button className="button button--primary button--block" disabled={busy}>
          {t('signIn.submit')}
        </button>
      </form>
      <LanguageSwitch />
    </main>
  );
}
