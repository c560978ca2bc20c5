import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The teachers' phone app (src/teacher): its own page, chunk tree, manifest and service
 * worker under /teacher/, built into dist/teacher after the admin app (which empties dist/).
 * The service worker keeps the app's files, and the page as this server renders it, for
 * opening without signal; the teacher's lessons and rosters are kept as they were last read.
 */
const BASE = '/teacher/';
const api = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: 'src/teacher',
  base: BASE,
  publicDir: 'public',
  resolve: {
    // The same components on Preact's React layer: a tenth of React's code to download, parse and
    // run on a slow phone, and a faster first render. The app uses nothing React alone has.
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
        id: BASE,
        name: 'Academy Hub – Giáo viên',
        short_name: 'Giáo viên',
        description: 'Buổi dạy hôm nay, điểm danh và nhận xét học viên, lịch dạy, công và lương, nghỉ phép.',
        lang: 'vi',
        start_url: BASE,
        scope: BASE,
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
        additionalManifestEntries: [{ url: BASE, revision: String(Date.now()) }],
        navigateFallback: BASE,
        navigateFallbackAllowlist: [/^\/teacher\//],
        cleanupOutdatedCaches: true,
        // The first visit's page is served by it at once, so what it reads is kept from the start.
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // What the teacher last read (lessons, rosters, their own records), for a visit without signal.
            urlPattern: ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/v1/api/teacher/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'teacher-api',
              networkTimeoutSeconds: 6,
              expiration: { maxEntries: 200, maxAgeSeconds: 14 * 24 * 3600 },
              matchOptions: { ignoreVary: true },
            },
          },
        ],
      },
    }),
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json|webmanifest)$/ }),
  ],
  build: { outDir: '../../dist/teacher', emptyOutDir: true },
  server: {
    port: 3002,
    strictPort: true,
    proxy: {
      '/v1': { target: api, changeOrigin: false },
      '/statics': { target: api, changeOrigin: false },
    },
  },
});
