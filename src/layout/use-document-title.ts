import type { Action, IResourceItem } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

interface TitleInput {
  resource?: IResourceItem;
  action?: Action;
  pathname?: string;
}

/** The browser tab title: "<page> | Academy Hub"; outside any page, the platform name and tagline. */
export function useDocumentTitle() {
  const { t } = useTranslation();
  return ({ resource, action, pathname }: TitleInput) => {
    const app = t('app.name');
    if (pathname?.startsWith('/auth')) return `${t('login.title')} | ${app}`;
    if (!resource) return `${app} – ${t('app.tagline')}`;
    const key = action && action !== 'list' ? `${resource.name}.titles.${action}` : `${resource.name}.${resource.name}`;
    return `${t(key)} | ${app}`;
  };
}
