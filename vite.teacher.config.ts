import { defineConfig } from 'vite';
import { phoneAppConfig } from './vite.phone-app';

/** The teachers' phone app (src/teacher): its worker also keeps the teacher's lessons and rosters as last read, for a visit without signal. */
export default defineConfig(
  phoneAppConfig({
    app: 'teacher',
    name: 'Academy Hub – Giáo viên',
    shortName: 'Giáo viên',
    description: 'Buổi dạy hôm nay, điểm danh và nhận xét học viên, lịch dạy, công và lương, nghỉ phép.',
    devPort: 3002,
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
  }),
);
