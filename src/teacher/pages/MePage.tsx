/** The teacher's own things: sessions taught and payslips, their name and phone, password, language, sign-out. */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { HttpError } from '@refinedev/core';
import { teacherApi } from '../api';
import { PageHeader } from '../layout/PageHeader';
import { LanguageSwitch } from '../../phone/LanguageSwitch';
import { SignOutButton } from '../layout/SignOutButton';
import { useMe } from '../use-me';

function Feedback({ error, done, doneText }: { error: unknown; done: boolean; doneText: string }) {
  if (error)
    return (
      <p className="error" role="alert">
        {(error as HttpError).message}
      </p>
    );
  return done ? (
    <p className="success" role="status">
      {doneText}
    </p>
  ) : null;
}

export function MePage() {
  const { t } = useTranslation();
  const me = useMe().data!;
  const client = useQueryClient();
  const [passwordKey, setPasswordKey] = useState(0);
  const profile = useMutation({
    mutationFn: teacherApi.saveProfile,
    onSuccess: (user) => client.setQueryData(['me'], { ...me, user }),
  });
  const password = useMutation({
    mutationFn: ({ old, next }: { old: string; next: string }) => teacherApi.changePassword(old, next),
    // Every session of the login ends with a new password: sign in again with it.
    onSuccess: () => setPasswordKey((k) => k + 1),
  });

  const saveProfile = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    profile.mutate({ name: String(form.get('name')).trim(), mobile: String(form.get('mobile')).trim() || null });
  };
  const changePassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    password.mutate({ old: String(form.get('old_password')), next: String(form.get('new_password')) });
  };

  return (
    <main className="page">
      <PageHeader title={me.teacher.name} subtitle={me.teacher.branch?.name} />
      <nav className="card links" aria-label={t('me.mine')}>
        <Link to="/sessions">{t('sessions.title')}</Link>
        <Link to="/payslips">{t('payslips.title')}</Link>
      </nav>
      <form className="card form" onSubmit={saveProfile}>
        <h2>{t('me.profile')}</h2>
        <label>
          {t('me.name')}
          <input name="name" defaultValue={me.user.name} required maxLength={255} autoComplete="name" />
        </label>
        <label>
          {t('me.mobile')}
          <input name="mobile" defaultValue={me.user.mobile ?? ''} inputMode="tel" autoComplete="tel" />
        </label>
        <Feedback error={profile.error} done={profile.isSuccess} doneText={t('me.saved')} />
        <button className="button button--primary button--block" disabled={profile.isPending}>
          {t('me.save')}
        </button>
      </form>
      <form key={passwordKey} className="card form" onSubmit={changePassword}>
        <h2>{t('me.password')}</h2>
        <label>
          {t('me.oldPassword')}
          <input name="old_password" type="password" required autoComplete="current-password" />
        </label>
        <label>
          {t('me.newPassword')}
          <input name="new_password" type="password" required autoComplete="new-password" />
        </label>
        <Feedback error={password.error} done={password.isSuccess} doneText={t('me.passwordChanged')} />
        <button className="button button--primary button--block" disabled={password.isPending}>
          {t('me.changePassword')}
        </button>
      </form>
      <section className="card form">
        <h2>{t('common.language')}</h2>
        <LanguageSwitch onChosen={(app_language) => void teacherApi.saveProfile({ app_language }).catch(() => undefined)} />
      </section>
      <SignOutButton />
    </main>
  );
}
