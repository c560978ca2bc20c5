/**
 * Whether the app in dist/ is older than its sources, and the `vite build` that renews it:
 * `npm start` runs it before serving, the browser suite beside its seeding.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const APP_SOURCES = ['src', 'schemas', 'public', 'index.html', 'resources.config.ts', 'vite.config.ts', 'package.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/** The node arguments (run in the project's folder) that build the app into `distDir`, or null when it is up to date. */
export function staleAppBuild(distDir: string): { args: string[]; cwd: string } | null {
  const built = join(distDir, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (!APP_SOURCES.some((p) => newestChange(join(ROOT, p)) > builtAt)) return null;
  return {
    args: [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
    cwd: ROOT,
  };
}
