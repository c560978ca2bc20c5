/** Every signed-in page: the session check (a parent's login, signed in), the page, and the tab bar. */
import { Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import type { HttpError } from '@refinedev/core';
import { cookieTokenStore } from '../../http/token-store';
import { meQuery } from '../queries';
import { SignOutButton } from './SignOutButton';
import { BottomNav } from './BottomNav';

export function ParentShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const signedIn = Boolean(cookieTokenStore.access() || cookieTokenStore.refresh());
  const me = useQuery({ ...meQuery, enabled: signedIn });

  if (!signedIn) return <Redirect to="/sign-in" replace />;
  if (me.isError) {
    const error = me.error as unknown as HttpError;
    // A staff login on this phone: the parents' area refuses it.
    const notAParent = error.statusCode === 403;
    return (
      <main className="page page--centred">
        <h1>{t(notAParent ? 'shell.notAParentTitle' : 'shell.loadFailedTitle')}</h1>
        <p>{notAParent ? t('shell.notAParent') : error.message}</p>
        {notAParent ? (
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
