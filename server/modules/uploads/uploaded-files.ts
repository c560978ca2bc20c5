/**
 * Serves uploaded files at /statics/{file} from DATA_DIR/statics. An uploaded
 * file is never a page of ours: it is sandboxed (no script runs even if one got
 * through), never sniffed as another type, and cached for long (names are unique).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const UPLOAD_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
};

export async function registerStatics(app: FastifyInstance): Promise<void> {
  const root = join(app.config.dataDir, 'statics');
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/statics/',
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
    setHeaders: (res) => {
      for (const [name, value] of Object.entries(UPLOAD_HEADERS)) res.setHeader(name, value);
    },
  });
}
