/** Uploads: record images and avatars (content-checked, SVG sanitised), and the uploaded files served under /statics. */
import type { FastifyInstance } from 'fastify';
import { uploadRoutes } from './upload-routes';

export { uploadedFiles } from './uploaded-files';

export default async function uploads(app: FastifyInstance): Promise<void> {
  uploadRoutes(app);
}
