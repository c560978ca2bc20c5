/**
 * The page head of spec §1: Refine's DocumentTitleHandler calls this on every
 * navigation; it returns the tab title and keeps `<meta name="description">`
 * in step (the favicon is static, in index.html).
 */
import type { Action, IResourceItem } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { setMetaDescription } from './meta-description';
import { pageDescription } from './page-description';
import { siteName } from '../app-config';

interface TitleInput {
  resource?: IResourceItem;
  action?: Action;
  pathname?: string;
}

/** The public pages, outside the registry: the key of their heading, which names their tab too. */
function publicHeading(pathname = ''): string | undefined {
  if (pathname.startsWith('/auth')) return 'login.title';
  if (pathname === '/trai-nghiem-mien-phi') return 'registration.title';
  return undefined;
}

/** The browser tab title: "<page> | Academy Hub"; outside any page, the platform name and tagline. */
export function useDocumentTitle() {
  const { t, i18n } = useTranslation();
  return ({ resource, action, pathname }: TitleInput) => {
    const app = siteName(t);
    const heading = publicHeading(pathname);
    // Refine passes a resource object even off any page; only a named one is a page.
    const name = heading ? undefined : resource?.name;
    setMetaDescription(pageDescription(name, t, (key) => i18n.exists(key)));
    if (heading) return `${t(heading)} | ${app}`;
    if (!name) return `${app} – ${t('app.tagline')}`;
    const key = action && action !== 'list' ? `${name}.titles.${action}` : `${name}.${name}`;
    return `${t(key)} | ${app}`;
  };
}
