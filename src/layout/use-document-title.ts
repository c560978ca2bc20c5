/**
 * The page head of spec §1: Refine's DocumentTitleHandler calls this on every
 * navigation; it returns the tab title and keeps `<meta name="description">`
 * in step (the favicon is static, in index.html).
 */
import type { Action, IResourceItem } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { pageDescription, setMetaDescription } from './page-description';

interface TitleInput {
  resource?: IResourceItem;
  action?: Action;
  pathname?: string;
}

/** The browser tab title: "<page> | Academy Hub"; outside any page, the platform name and tagline. */
export function useDocumentTitle() {
  const { t, i18n } = useTranslation();
  return ({ resource, action, pathname }: TitleInput) => {
    const app = t('app.name');
    const onLogin = pathname?.startsWith('/auth') ?? false;
    // Refine passes a resource object even off any page; only a named one is a page.
    const name = onLogin ? undefined : resource?.name;
    setMetaDescription(pageDescription(name, t, (key) => i18n.exists(key)));
    if (onLogin) return `${t('login.title')} | ${app}`;
    if (!name) return `${app} – ${t('app.tagline')}`;
    const key = action && action !== 'list' ? `${name}.titles.${action}` : `${name}.${name}`;
    return `${t(key)} | ${app}`;
  };
}
