/**
 * The server compiled once into plain JavaScript, for the tools that start it many times
 * (the crash-safety rounds, the browser suite's server): a start then loads a few files
 * instead of transpiling and resolving every module of the server through tsx.
 * `npm start` keeps running the sources, so a fresh checkout needs no build step.
 *
 * The packages go into the bundle too, but for those that find files beside their own code
 * (OUTSIDE): a start then reads a handful of files instead of resolving and loading some
 * thousand modules one by one, a quarter less of its time.
 *
 * Each bundle goes into a folder of its own under node_modules/.cache, where the packages left
 * outside resolve as from the sources; `import.meta.dirname` keeps meaning the source file's
 * folder (the migrations, the entity schemas and the app's dist/ are found from it).
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build, type Plugin } from 'esbuild';

const ROOT = join(import.meta.dirname, '..');

/**
 * Packages loaded from node_modules as they are: PGlite (its WebAssembly and data files),
 * pdfkit (its fonts' metrics), jsdom (a worker of its own), pino (its transports' workers),
 * pg (its optional native part), and exceljs and vite, large and loaded only when asked for.
 */
const OUTSIDE = ['@electric-sql/pglite', 'pdfkit', 'jsdom', 'pino', 'pg', 'exceljs', 'vite'];
const CACHE = join(ROOT, 'node_modules', '.cache');

/** `import.meta.dirname` of a bundled file: its source folder, relative to the bundle's. */
function sourceFolders(outDir: string): Plugin {
  return {
    name: 'source-folders',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.dirname')) return undefined;
        const folder = JSON.stringify(relative(outDir, dirname(args.path)));
        return { contents: source.replaceAll('import.meta.dirname', `__sourceFolder(${folder})`), loader: 'ts' };
      });
    },
  };
}

export interface ServerBundle {
  /** What to pass to `node` in place of `--import tsx server/start.ts`. */
  args: string[];
  remove(): void;
}

/** Compiles server/start.ts (and what it imports lazily, as chunks loaded when asked for). */
export async function buildServerBundle(): Promise<ServerBundle> {
  mkdirSync(CACHE, { recursive: true });
  const outDir = mkdtempSync(join(CACHE, 'server-'));
  await build({
    entryPoints: [join(ROOT, 'server', 'start.ts')],
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: OUTSIDE,
    sourcemap: true,
    logLevel: 'warning',
    banner: {
      // The packages written as CommonJS call `require`, which an ES module has not by itself.
      js: "import { join as __join } from 'node:path'; import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url); const __sourceFolder = (folder) => __join(import.meta.dirname, folder);",
    },
    plugins: [sourceFolders(outDir)],
  });
  const remove = () => rmSync(outDir, { recursive: true, force: true });
  // Gone with the run however it ends (a Ctrl-C exits without the run's own clean-up).
  process.once('exit', remove);
  // Stack traces name the bundle's lines; NODE_OPTIONS=--enable-source-maps maps them back to the
  // sources, at 5% more of every start.
  return { args: [join(outDir, 'start.js')], remove };
}
