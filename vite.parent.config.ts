import { defineConfig } from 'vite';
import { phoneAppConfig } from './vite.phone-app';

/** The parents' phone app (src/parent), the address a Zalo message or the academy's QR code opens; what a parent reads is always asked afresh. */
export default defineConfig(
  phoneAppConfig({
    app: 'parent',
    name: 'Academy Hub – Phụ huynh',
    shortName: 'Phụ huynh',
    description: 'Lịch học, điểm danh và nhận xét của giáo viên, số buổi còn lại, học phí và biên lai, xin nghỉ và học bù.',
    devPort: 3003,
  }),
);
