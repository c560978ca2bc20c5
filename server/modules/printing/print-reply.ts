/** Answers a request with a printout: the PDF drawn on the academy's letterhead, named for the download, never cached. */
import type { FastifyReply } from 'fastify';
import { formatDate } from '../../../domain/dates';
import { academyToday } from '../../core/academy-clock';
import type { RequestContext } from '../../core/context';
import { API_ERROR_ID } from '../../core/openapi/responses';
import { academyLetterhead } from './academy-letterhead';
import { renderPdf } from './pdf-render';
import type { PrintDocument } from './print-document';

/** The `response` of a printout route: the PDF, or the error envelope. */
export const pdfAnswers = {
  200: {
    description: 'The PDF, named in Content-Disposition',
    content: { 'application/pdf': { schema: { type: 'string', contentEncoding: 'binary' } } },
  },
  '4xx': { $ref: `${API_ERROR_ID}#` },
};

/** `branchId`: the branch the document belongs to, named with its address under the academy's. */
export async function sendPdf(
  reply: FastifyReply,
  ctx: RequestContext,
  staticsDir: string,
  printout: PrintDocument,
  fileName: string,
  branchId: number | null = null,
) {
  const head = await academyLetterhead(ctx, staticsDir, branchId);
  const footer = {
    left: `${head.name} · ${ctx.t('print.printedOn', { date: formatDate(academyToday(ctx.academy.timeZone)) })}`,
    page: (page: number, pages: number) => ctx.t('print.page', { page, pages }),
  };
  const pdf = await renderPdf(head, printout, footer, ctx.t('print.signHint'), ctx.lang);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
