/**
 * Serves the built apps from dist/ with a fallback to their page for app routes,
 * so a reload on /players/12 works: each phone app's under its own path (the teachers'
 * dist/teacher under /teacher/, the parents' dist/parent under /parent/), the admin
 * app's everywhere else. API paths never fall back: each API
 * scope answers its own unknown paths (app.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { answerNotFound } from './hooks/error-handler';
import { DEFAULT_APP_CONFIG, renderIndexHtml, type AppConfig } from '../../domain/app-config';

// APP_DIST_DIR lets two servers of one checkout (say, parallel browser runs) build apart.
export const DIST_DIR = process.env.APP_DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist');

/** Files under assets/ carry their content hash in their name: a new build names new files, so these never change. */
const HASHED = /[\\/]assets[\\/]/;

/** One URL answers brotli, gzip or plain: caches keep a copy per encoding, beside CORS's `Vary: Origin`. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
}

/** The phone apps' addresses; each one's page is served for every path below it. */
export const TEACHER_APP_PATH = '/teacher/';
export const PARENT_APP_PATH = '/parent/';
const PHONE_APPS = [TEACHER_APP_PATH, PARENT_APP_PATH];

type Encoded = Record<'br' | 'gzip' | 'identity', Buffer>;

/** A page written for this server, compressed here once, as the build compresses the rest. */
function renderedPage(file: string, page: AppConfig): Encoded {
  const html = renderIndexHtml(readFileSync(file, 'utf8'), page);
  return { br: brotliCompressSync(html), gzip: gzipSync(html), identity: Buffer.from(html) };
}

/** `page` is what the apps' pages are served with: the site's name and the app's configuration (spec §9 keys). */
export async function registerAppFiles(app: FastifyInstance, distDir: string | null, page: AppConfig = DEFAULT_APP_CONFIG): Promise<void> {
  if (distDir === null || !existsSync(join(distDir, 'index.html'))) {
    app.setNotFoundHandler(answerNotFound);
    return;
  }
  const admin = renderedPage(join(distDir, 'index.html'), page);
  const phoneApps = PHONE_APPS.flatMap((path) => {
    const file = join(distDir, path, 'index.html');
    return existsSync(file) ? [{ path, html: renderedPage(file, page) }] : [];
  });
  // Loaded only by a server of the apps: an API-only one (SERVE_APP=false, the tests') starts without it.
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(async (files) => {
    files.addHook('onSend', async (_request, reply) => varyOnEncoding(reply));
    await files.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (vite.config.ts): sent as the browser's Accept-Encoding asks.
      preCompressed: true,
      cacheControl: false,
      // A built index.html lacks this server's configuration: its address answers the page written above.
      allowedPath: (path) => !path.endsWith('/index.html'),
      setHeaders: (res, path) => res.setHeader('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
    files.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET') return answerNotFound(request, reply);
      const path = request.url.split('?')[0];
      const phone = phoneApps.find((app) => path === app.path.slice(0, -1) || path.startsWith(app.path));
      if (phone && path === phone.path.slice(0, -1)) return reply.redirect(phone.path);
      const html = phone?.html ?? admin;
      // A page must never be cached: it names the current build's hashed files.
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip', 'identity']) ?? 'identity';
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html[encoding]);
    });
  });
}
