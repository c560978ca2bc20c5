/**
 * The built app's files: each sent brotli or gzip as the browser asks (copies
 * the build wrote, not compressed per request), hashed assets cached for a year
 * as immutable, index.html (which names the current build's files) revalidated
 * every time, app routes falling back to it; the teachers' phone app's page under /teacher/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAppFiles } from '../../server/core/app-files';

const INDEX = '<!doctype html><head><title>Academy Hub</title><script type="module" src="/assets/index-a1b2c3.js"></script></head>';
const TEACHER_INDEX = '<!doctype html><head><title>Academy Hub – Giáo viên</title></head>';
const PARENT_INDEX = '<!doctype html><head><title>Academy Hub – Phụ huynh</title></head>';
const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(4000))};`;
let dist: string;
let app: FastifyInstance;

/** A file and the compressed copies the build writes beside it. */
function built(path: string, text: string) {
  writeFileSync(join(dist, path), text);
  writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
  writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'academy-dist-'));
  mkdirSync(join(dist, 'assets'));
  built('index.html', INDEX);
  for (const [folder, index] of [
    ['teacher', TEACHER_INDEX],
    ['parent', PARENT_INDEX],
  ]) {
    mkdirSync(join(dist, folder));
    built(`${folder}/index.html`, index);
    writeFileSync(join(dist, folder, 'sw.js'), 'self.skipWaiting();');
  }
  built('assets/index-a1b2c3.js', SCRIPT);
  app = Fastify();
  // As @fastify/cors does on every answer: the encoding must be added to it, not replace it.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('vary', 'Origin');
  });
  await registerAppFiles(app, dist, { siteName: 'Sao Mai', apiBaseUrl: '/v1/api' });
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe("the app's files", () => {
  it("sends each file in the encoding the browser asks for, from the build's copies", async () => {
    for (const [asked, sent] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const res = await get('/assets/index-a1b2c3.js', asked);
      expect({ asked, encoding: res.headers['content-encoding'] }).toEqual({ asked, encoding: sent });
      expect(res.rawPayload.length).toBe(
        sent === 'br' ? brotliCompressSync(SCRIPT).length : sent === 'gzip' ? gzipSync(SCRIPT).length : SCRIPT.length,
      );
    }
  });

  it('caches hashed assets for a year as immutable, and revalidates index.html every time', async () => {
    expect((await get('/assets/index-a1b2c3.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/index.html', '/players/12']) {
      const res = await get(url, 'br');
      expect({ url, status: res.statusCode, cache: res.headers['cache-control'], encoding: res.headers['content-encoding'] }).toEqual({
        url,
        status: 200,
        cache: 'no-cache',
        encoding: 'br',
      });
    }
  });

  it("answers index.html, at its own address too, with this server's name and configuration written in", async () => {
    for (const url of ['/', '/index.html', '/players/12']) {
      const page = brotliDecompressSync((await get(url, 'br')).rawPayload).toString();
      expect({ url, page }).toEqual({ url, page: expect.stringContaining('<title>Sao Mai</title>') });
      expect(page).toContain('<meta name="app-config"');
      expect((await get(url)).body).toBe(page);
    }
  });

  it('tells caches that the answer varies with the encoding asked for, beside the origin', async () => {
    for (const url of ['/assets/index-a1b2c3.js', '/index.html', '/players/12']) {
      expect({ url, vary: (await get(url, 'gzip')).headers.vary }).toEqual({ url, vary: 'Origin, Accept-Encoding' });
    }
  });

  it.each([
    ['teacher', 'Giáo viên', '/teacher/classes/3/days/2026-11-27'],
    ['parent', 'Phụ huynh', '/parent/children/12'],
  ])("answers the %s app's page under its path, written for this server, and leads the bare path there", async (app, title, deep) => {
    for (const url of [`/${app}/`, `/${app}/index.html`, deep]) {
      const res = await get(url);
      expect({ url, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({ url, status: 200, cache: 'no-cache' });
      expect(res.body).toContain(`<title>Sao Mai – ${title}</title>`);
      expect(res.body).toContain('<meta name="app-config"');
    }
    const bare = await get(`/${app}`);
    expect({ status: bare.statusCode, location: bare.headers.location }).toEqual({ status: 302, location: `/${app}/` });
    // Its service worker is looked at afresh on every visit, so a new version takes over.
    const worker = await get(`/${app}/sw.js`);
    expect({ status: worker.statusCode, cache: worker.headers['cache-control'] }).toEqual({ status: 200, cache: 'no-cache' });
    // The admin app's own routes that merely start alike stay the admin app's.
    expect((await get(`/${app}s`)).body).toContain('<title>Sao Mai</title>');
  });
});
