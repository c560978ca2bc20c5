/** The server's configuration for the app (spec §9 keys), read once from the page it served (domain/app-config.ts). */
import { DEFAULT_APP_CONFIG, readAppConfig } from '../domain/app-config';

export const appConfig = readAppConfig(typeof document === 'undefined' ? undefined : document);

/** The product's name as shown: the server's SITE_NAME, else the translated name. */
export const siteName = (t: (key: string) => string) =>
  appConfig.siteName === DEFAULT_APP_CONFIG.siteName ? t('app.name') : appConfig.siteName;
