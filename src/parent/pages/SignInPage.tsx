/** A parent signs in with the phone on their children's records: a code is sent to it, then typed here. */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { HttpError } from '@refinedev/core';
import type { SignInCodeSent } from '../../../domain/parent-sign-in';
import { parentApi } from '../api';
import { LanguageSwitch } from '../../phone/LanguageSwitch';

/** Seconds before the page offers to send another code: the first may take a moment to arrive. */
const RESEND_AFTER = 60;

export function SignInPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [sent, setSent] = useState<SignInCodeSent>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait(wait - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      setError(navigator.onLine ? (failure as HttpError).message : t('signIn.offline'));
    } finally {
      setBusy(false);
    }
  };
  const askCode = (phone: string) =>
    attempt(async () => {
      setSent(await parentApi.askCode(phone));
      setWait(RESEND_AFTER);
    });
  const submitPhone = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void askCode(String(new FormData(event.currentTarget).get('phone')));
  };
  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code'));
    void attempt(async () => {
      await parentApi.signIn(sent!.phone, code);
      navigate('/', { replace: true });
    });
  };

  return (
    <main className="page page--centred sign-in">
      <img src="/favicon.svg" width="56" height="56" alt="" />
      <h1>{t('signIn.title')}</h1>
      {!sent ? (
        <form key="phone" className="card form" onSubmit={submitPhone}>
          <p className="muted">{t('signIn.subtitle')}</p>
          <label>
            {t('signIn.phone')}
            <input name="phone" type="tel" inputMode="tel" autoComplete="tel" required minLength={9} maxLength={20} />
          </label>
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <button className="button button--primary button--block" disabled={busy}>
            {t('signIn.sendCode')}
          </button>
        </form>
      ) : (
        <form key="code" className="card form" onSubmit={submitCode}>
          <p className="muted" role="status">
            {t('signIn.codeSent', { phone: sent.phone, minutes: Math.round(sent.expires_in / 60) })}
          </p>
          <label>
            {t('signIn.code')}
            <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required />
          </label>
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <button className="button button--primary button--block" disabled={busy}>
            {t('signIn.submit')}
          </button>
          <button type="button" className="button button--block" disabled={busy || wait > 0} onClick={() => void askCode(sent.phone)}>
            {wait > 0 ? t('signIn.resendIn', { seconds: wait }) : t('signIn.resend')}
          </button>
          <button type="button" className="button button--block" onClick={() => setSent(undefined)}>
            {t('signIn.otherPhone')}
          </button>
        </form>
      )}
      <LanguageSwitch />
    </main>
  );
}
