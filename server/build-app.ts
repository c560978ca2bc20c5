/**
 * `npm run build [-- <outDir>]`: the admin app into outDir (default dist/), then the
 * phone apps into their folders (teacher/, parent/); the admin build empties outDir first.
 */
import { join, resolve } from 'node:path';
import { build } from 'vite';

const ROOT = join(import.meta.dirname, '..');
const outDir = resolve(process.argv[2] ?? join(ROOT, 'dist'));

await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
for (const app of ['teacher', 'parent']) {
  await build({
    configFile: join(ROOT, `vite.${app}.config.ts`),
    logLevel: 'warn',
    build: { outDir: join(outDir, app), emptyOutDir: true },
  });
}
