/**
 * What the login page costs a browser: the app is built into a temporary folder
 * and the JavaScript of the /login route is gzipped and summed, two ways:
 *  - from the build manifest: the entry chunk, everything it imports statically
 *    (the modulepreload links of index.html) and the lazy login screen with its imports;
 *  - from Chromium (when there is one): every script the page really fetched,
 *    with its first contentful paint (median of three cold loads, unthrottled, loopback).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PageWeight } from './report';
import { runToEnd, ROOT } from './processes';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const LOGIN_SCREEN = 'src/pages/login/LoginPage.tsx';
// Level 6, zlib's default, is what a server's on-the-fly gzip sends.
const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / 1000;

export async function buildApp(outDir: string): Promise<void> {
  await runToEnd([join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {});
}

/** The chunk and everything it imports statically, by manifest key. */
function withImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) withImports(manifest, dep, seen);
  return seen;
}

export function manifestWeight(outDir: string): PageWeight {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  if (!manifest[LOGIN_SCREEN]) throw new Error(`${LOGIN_SCREEN} is not a chunk of the build: has the login route moved?`);
  const keys = withImports(manifest, LOGIN_SCREEN, withImports(manifest, 'index.html'));
  const files = [...new Set([...keys].map((k) => manifest[k].file))].filter((f) => f.endsWith('.js'));
  const total = files.reduce((sum, f) => sum + gzipKb(readFileSync(join(outDir, f))), 0);
  return { name: 'ours: entry + preloads + login chunk (build manifest)', gzipKb: total, files: files.length };
}

/** Loads /login in Chromium, gzips every script it fetched, and reads the first contentful paint. */
export async function browserWeight(baseUrl: string): Promise<PageWeight | null> {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) return null;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const loads = [];
    // Three cold loads (fresh context each); the median paint, the first load's scripts.
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: Array<Promise<Buffer>> = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') scripts.push(res.body());
      });
      await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
      await page.locator('input[type="password"]').waitFor();
      const fcpMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
      loads.push({ fcpMs, bodies: await Promise.all(scripts) });
      await context.close();
    }
    const { bodies } = loads[0];
    const fcpMs = loads.map((l) => l.fcpMs).sort((a, b) => a - b)[1];
    return { name: 'ours: scripts Chromium fetched for /login', gzipKb: bodies.reduce((s, b) => s + gzipKb(b), 0), files: bodies.length, fcpMs };
  } finally {
    await browser.close();
  }
}
