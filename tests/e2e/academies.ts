/**
 * The academies the browser tests work in, each made fresh for every run (seed-academies.ts,
 * before the server starts) by the code that seeds the demo. Every spec file has one of its
 * own, named after the file (`plan.spec.ts` → `plan.localhost`) with the demo's data and
 * package; a file that needs academies in other states names them below, each served as
 * `<file>-<name>.localhost`. So no file sees what another wrote.
 */
import { basename } from 'node:path';
import type { AcademySeed } from '../../server/seed/seed';

/** How an extra academy differs from the demo one. */
export type AcademyVariant = Partial<Omit<AcademySeed, 'code'>>;

const SMALL = { players: 30, details: {} };

export const EXTRA_ACADEMIES: Record<string, Record<string, AcademyVariant>> = {
  sidebar: {
    basic: { ...SMALL, name: 'Trung tâm Anh ngữ Beta', packageCode: 'basic' },
  },
  'public-pages': {
    expired: { ...SMALL, name: 'Trung tâm Bơi lội Sóng Xanh', packageCode: 'basic', expiresInDays: -3 },
  },
  inbox: {
    basic: { ...SMALL, name: 'Trung tâm Anh ngữ Beta', packageCode: 'basic' },
  },
  plan: {
    expired: { ...SMALL, name: 'Trung tâm Võ thuật Rồng Vàng', packageCode: 'basic', expiresInDays: -3 },
    'trial-ended': { ...SMALL, name: 'Trung tâm Âm nhạc Hoà Âm', packageCode: 'trial', expiresInDays: -1 },
    trial: { ...SMALL, name: 'Trung tâm Tiếng Anh Mầm Xanh', packageCode: 'trial', expiresInDays: 10 },
    basic: { ...SMALL, name: 'Trung tâm Anh ngữ Beta', packageCode: 'basic' },
  },
};

/** The academy of a spec file: its name without `.spec.ts`. */
export const academyOfFile = (file: string) => basename(file).replace(/\.spec\.ts$/, '');
