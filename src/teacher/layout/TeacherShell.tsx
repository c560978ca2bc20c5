/** Every signed-in page: the session check, the outbox's owner, the page, and the tab bar. */
import { Suspense, useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import type { HttpError } from '@refinedev/core';
import { cookieTokenStore } from '../../http/token-store';
import { outbox } from '../app-outbox';
import { meQuery } from '../queries';
import { BottomNav } from './BottomNav';
import { SignOutButton } from './SignOutButton';

export function TeacherShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const signedIn = Boolean(cookieTokenStore.access() || cookieTokenStore.refresh());
  const me = useQuery({ ...meQuery, enabled: signedIn });
  const userId = me.data?.user.id;

  useEffect(() => {
    outbox.signedIn(userId);
  }, [userId]);

  if (!signedIn) return <Redirect to="/sign-in" replace />;
  if (me.isError) {
    const error = me.error as unknown as HttpError;
    return (
      <main className="page page--centred">
        <h1>{t(error.code === 'NOT_A_TEACHER' ? 'shell.notATeacherTitle' : 'shell.loadFailedTitle')}</h1>
        <p>{error.code === 'NOT_A_TEACHER' ? t('shell.notATeacher') : error.message}</p>
        {error.code === 'NOT_A_TEACHER' ? (
          <SignOutButton />
        ) : (
          <button className="button" onClick={() => void me.refetch()}>
            {t('common.retry')}
          </button>
        )}
      </main>
    );
  }
  if (!me.data) return null;
  return (
    <div className="shell">
      <Suspense fallback={<div className="loading" role="status" aria-label={t('common.loading')} />}>{children}</Suspense>
      <BottomNav />
    </div>
  );
}
