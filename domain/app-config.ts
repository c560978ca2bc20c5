/**
 * What the app needs of the server's configuration (spec §9's keys), handed to it
 * in the page itself (`<meta name="app-config">` in index.html), since the API's
 * own address is among them. Pure: the server writes it, the app reads it.
 */
import { escapeHtml } from './escape-html';

export interface AppConfig {
  /** The product's name in the tab title and on the splash (SITE_NAME). */
  siteName: string;
  /** Where the app calls the API (API_BASE_URL): a path on this address, or another address. */
  apiBaseUrl: string;
  /** The domain the sign-in cookies are set for (COOKIE_DOMAIN); absent, this address alone. */
  cookieDomain?: string;
}

export const APP_CONFIG_META = 'app-config';

export const DEFAULT_APP_CONFIG: AppConfig = { siteName: 'Academy Hub', apiBaseUrl: '/v1/api' };

/** index.html as served: the site name in its title and splash, and the app's configuration in its head. */
export function renderIndexHtml(html: string, config: AppConfig): string {
  const name = escapeHtml(config.siteName);
  const meta = `<meta name="${APP_CONFIG_META}" content="${escapeHtml(JSON.stringify(config))}" />`;
  return html
    .replace('<title>Academy Hub', () => `<title>${name}`)
    .replace(/(<p [^>]*>)Academy Hub(<\/p>)/, (_, open: string, close: string) => `${open}${name}${close}`)
    .replace('</head>', `  ${meta}\n  </head>`);
}

/** The configuration a page carries; the defaults where it carries none (a test, the dev server). */
export function readAppConfig(doc: Pick<Document, 'querySelector'> | undefined): AppConfig {
  const content = doc?.querySelector(`meta[name="${APP_CONFIG_META}"]`)?.getAttribute('content');
  if (!content) return DEFAULT_APP_CONFIG;
  try {
    return { ...DEFAULT_APP_CONFIG, ...(JSON.parse(content) as Partial<AppConfig>) };
  } catch {
    return DEFAULT_APP_CONFIG;
  }
}
