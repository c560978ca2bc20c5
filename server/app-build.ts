/**
 * Whether the apps in dist/ are older than their sources, and the build that renews them (build-app.ts):
 * `npm start` runs it before serving, the browser suite beside its seeding.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const APP_SOURCES = [
  'src',
  'schemas',
  'public',
  'index.html',
  'resources.config.ts',
  'vite.config.ts',
  'vite.teacher.config.ts',
  'vite.parent.config.ts',
  'vite.phone-app.ts',
  'package.json',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/** The node arguments (run in the project's folder) that build the app into `distDir`, or null when it is up to date. */
export function staleAppBuild(distDir: string): { args: string[]; cwd: string } | null {
  // The parents' app is built last: its page tells when all were.
  const built = join(distDir, 'parent', 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (!APP_SOURCES.some((p) => newestChange(join(ROOT, p)) > builtAt)) return null;
  return {
    args: ['--import', 'tsx', join(ROOT, 'server', 'build-app.ts'), distDir],
    cwd: ROOT,
  };
}
