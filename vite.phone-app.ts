import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import type { RuntimeCaching } from 'workbox-build';

/** What sets one phone app apart: its folder and address, its name on the home screen, its dev port, and what its worker keeps of the API. */
export interface PhoneApp {
  /** `teacher`: src/teacher, served under /teacher/, built into dist/teacher. */
  app: string;
  name: string;
  shortName: string;
  description: string;
  devPort: number;
  runtimeCaching?: RuntimeCaching[];
}

const api = `http://localhost:${process.env.API_PORT ?? 3001}`;

/**
 * A phone app's build (vite.teacher.config.ts, vite.parent.config.ts): its own page, chunk tree,
 * manifest and service worker under /<app>/, built into dist/<app> after the admin app (which
 * empties dist/). The service worker keeps the app's files, and the page as this server renders
 * it, so the app opens at once from the home screen and without signal.
 */
export function phoneAppConfig(phone: PhoneApp): UserConfig {
  const base = `/${phone.app}/`;
  return {
    root: `src/${phone.app}`,
    base,
    publicDir: 'public',
    resolve: {
      // The same components on Preact's React layer: a tenth of React's code to download, parse and
      // run on a slow phone, and a faster first render. The apps use nothing React alone has.
      alias: [
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react$/, replacement: 'preact/compat' },
      ],
    },
    plugins: [
      react(),
      VitePWA({
        injectRegister: false,
        registerType: 'autoUpdate',
        manifestFilename: 'manifest.webmanifest',
        manifest: {
          id: base,
          name: phone.name,
          short_name: phone.shortName,
          description: phone.description,
          lang: 'vi',
          start_url: base,
          scope: base,
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: '#7c3aed',
          icons: [
            { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          // The page is precached as the server renders it (with its configuration), not as built.
          globPatterns: ['**/*.{js,css,svg,png,webmanifest}'],
          globIgnores: ['index.html'],
          additionalManifestEntries: [{ url: base, revision: String(Date.now()) }],
          navigateFallback: base,
          navigateFallbackAllowlist: [new RegExp(`^/${phone.app}/`)],
          cleanupOutdatedCaches: true,
          // The first visit's page is served by it at once, so what it reads is kept from the start.
          clientsClaim: true,
          skipWaiting: true,
          runtimeCaching: phone.runtimeCaching,
        },
      }),
      compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json|webmanifest)$/ }),
    ],
    build: { outDir: `../../dist/${phone.app}`, emptyOutDir: true },
    server: {
      port: phone.devPort,
      strictPort: true,
      proxy: {
        '/v1': { target: api, changeOrigin: false },
        '/statics': { target: api, changeOrigin: false },
      },
    },
  };
}
