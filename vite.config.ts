import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The API runs beside Vite in dev (`npm run dev`). The proxy keeps the browser's
// Host header (no changeOrigin) because the server picks the tenant from it.
const api = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  // Brotli and gzip copies written beside each file at build time: the server sends the one the browser asks for, never compressing per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json|webmanifest)$/ })],
  build: {
    rolldownOptions: {
      treeshake: {
        // Refine's bundles import at their top what only some of their parts use: the markdown field's renderer
        // (@refinedev/antd) and the CSV parser of client-side import and export (@refinedev/core). We use neither,
        // so they may go when unused; without this their packages count as having side effects and stay.
        moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/](react-markdown|remark-gfm|papaparse)[\\/]/.test(id),
      },
    },
  },
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
