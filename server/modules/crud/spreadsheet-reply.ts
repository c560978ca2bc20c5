/**
 * Answers a request with a spreadsheet streamed as it is written: the file's
 * type, its name for the download, and its description in the OpenAPI document.
 * A failure half-way cuts the download short rather than ending it as if it were whole.
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_ERROR_ID } from '../../core/openapi/responses';
import { CONTENT_TYPES, writeSpreadsheet, type ExportFormat, type Sheet } from './spreadsheet';

/** The `response` of an export route: the file, or the error envelope. */
export const spreadsheetAnswers = {
  200: {
    description: 'The file, named in Content-Disposition',
    content: {
      'text/csv': { schema: { type: 'string' } },
      [CONTENT_TYPES.xlsx]: { schema: { type: 'string', contentEncoding: 'binary' } },
    },
  },
  '4xx': { $ref: `${API_ERROR_ID}#` },
};

/** `fileName` without its extension, which follows the format. */
export function sendSpreadsheet(request: FastifyRequest, reply: FastifyReply, format: ExportFormat, fileName: string, sheet: Sheet) {
  const out = new PassThrough();
  writeSpreadsheet(format, out, sheet).catch((err) => {
    request.log.error(err, 'export failed');
    out.destroy(err);
  });
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileName}.${format}"`)
    .header('cache-control', 'no-store')
    .send(out);
}
