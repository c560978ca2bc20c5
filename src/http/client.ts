/** The one axios instance of the app. */
import i18n from '../i18n/i18n';
import { LOGIN_ROUTE } from '../providers/auth-provider';
import { createHttpClient } from './http-client';
import { cookieTokenStore, selectedBranch } from './token-store';

export const http = createHttpClient({
  tokens: cookieTokenStore,
  language: () => i18n.resolvedLanguage ?? i18n.language,
  branchIds: () => {
    const branch = selectedBranch();
    return branch ? String(branch.id) : undefined;
  },
  onSessionEnd: () => {
    if (!window.location.pathname.startsWith('/auth')) window.location.assign(LOGIN_ROUTE);
  },
});
