/** The app's auth provider instance: the sign-in page uses it before Refine, and Refine after. */
import { http } from '../http/client';
import { cookieTokenStore } from '../http/token-store';
import { createAuthProvider } from './auth-provider';

export const authProvider = createAuthProvider(http, cookieTokenStore);
