import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs beside Vite in dev (`npm run dev`). The proxy keeps the browser's
// Host header (no changeOrigin) because the server picks the tenant from it.
const api = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react()],
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
