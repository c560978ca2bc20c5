/**
 * Serves uploaded files at /statics/{file} from DATA_DIR/statics. An uploaded
 * file is never a page of ours: it is sandboxed (no script runs even if one got
 * through), never sniffed as another type, and cached for long (names are unique).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { answerNotFound } from '../../core/hooks/error-handler';

export const UPLOAD_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
};

/** Registered under its prefix (/statics): a missing file is a JSON 404, never the app's page. */
export async function uploadedFiles(app: FastifyInstance): Promise<void> {
  const root = join(app.config.dataDir, 'statics');
  mkdirSync(root, { recursive: true });
  app.setNotFoundHandler(answerNotFound);
  await app.register(fastifyStatic, {
    root,
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
    setHeaders: (res) => {
      for (const [name, value] of Object.entries(UPLOAD_HEADERS)) res.setHeader(name, value);
    },
  });
}
