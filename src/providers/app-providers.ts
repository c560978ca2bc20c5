/** The admin app's data and access providers, wired to the one axios instance and the registry (the auth provider is session.ts). */
import { pages, resources } from '../../resources.config';
import { http } from '../http/client';
import { createAccessControlProvider } from './access-control-provider';
import { createDataProvider } from './data-provider';
import { loadProfile } from './profile';

export const dataProvider = createDataProvider(http, resources);
export const accessControlProvider = createAccessControlProvider([...resources, ...pages], () => loadProfile(http));
