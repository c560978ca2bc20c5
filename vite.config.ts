import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The API runs beside Vite in dev (`npm run dev`). The proxy keeps the browser's
// Host header (no changeOrigin) because the server picks the tenant from it.
const api = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  // Brotli and gzip copies written beside each file at build time: the server sends the one the browser asks for, never compressing per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json|webmanifest)$/ })],
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/v1': { target: api, changeOrigin: false },
      '/api-public': { target: api, changeOrigin: false },
      '/statics': { target: api, changeOrigin: false },
    },
  },
});
