/** A query's loading and failure, said the same way on every page; its content once it has data. */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HttpError } from '@refinedev/core';

export function QueryState({ query, children }: { query: UseQueryResult<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children}</>;
  if (query.isError) {
    const status = (query.error as unknown as HttpError).statusCode;
    return (
      <div className="notice notice--error" role="alert">
        <p>{status ? (query.error as unknown as HttpError).message : t('common.notSeenOffline')}</p>
        <button className="button" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <div className="loading" role="status" aria-label={t('common.loading')} />;
}
