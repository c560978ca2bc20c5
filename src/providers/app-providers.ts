/** The app's provider instances, wired to the one axios instance and the registry. */
import { pages, resources } from '../../resources.config';
import { http } from '../http/client';
import { cookieTokenStore } from '../http/token-store';
import { createAccessControlProvider } from './access-control-provider';
import { createAuthProvider } from './auth-provider';
import { createDataProvider } from './data-provider';
import { loadProfile } from './profile';

export const dataProvider = createDataProvider(http, resources);
export const authProvider = createAuthProvider(http, cookieTokenStore);
export const accessControlProvider = createAccessControlProvider([...resources, ...pages], () => loadProfile(http));
