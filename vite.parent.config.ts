import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The parents' phone app (src/parent): its own page, chunk tree, manifest and service worker
 * under /parent/, built into dist/parent after the admin app (which empties dist/). Installable,
 * and the address a Zalo message or the academy's QR code opens. The service worker keeps the
 * app's files and the page as this server renders it; what a parent reads is always asked afresh.
 */
const BASE = '/parent/';
const api = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: 'src/parent',
  base: BASE,
  publicDir: 'public',
  resolve: {
    // As the teachers' app: Preact's React layer, a tenth of React's code for a phone to load.
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
        name: 'Academy Hub – Phụ huynh',
        short_name: 'Phụ huynh',
        description: 'Lịch học, điểm danh và nhận xét của giáo viên, số buổi còn lại, học phí và biên lai, xin nghỉ và học bù.',
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
        navigateFallbackAllowlist: [/^\/parent\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json|webmanifest)$/ }),
  ],
  build: { outDir: '../../dist/parent', emptyOutDir: true },
  server: {
    port: 3003,
    strictPort: true,
    proxy: {
      '/v1': { target: api, changeOrigin: false },
      '/statics': { target: api, changeOrigin: false },
    },
  },
});
