/**
 * A section read from a resource the academy's package may not offer (E-connect news, the shop,
 * points): said so in a line when the area refuses it for the package, else the query's loading,
 * failure and content as every page says them.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HttpError } from '@refinedev/core';
import { QueryState } from '../../phone/QueryState';

export const notOffered = (query: UseQueryResult<unknown>) =>
  query.data === undefined && (query.error as unknown as HttpError | null)?.code === 'FEATURE_NOT_IN_PACKAGE';

export function Offered({ query, children }: { query: UseQueryResult<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  if (notOffered(query)) return <p className="empty empty--small">{t('common.notOffered')}</p>;
  return <QueryState query={query}>{children}</QueryState>;
}
