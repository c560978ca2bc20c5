/**
 * Draws a PrintDocument on A4 with pdfkit: the letterhead (logo, name, address,
 * phone, branch), the title, the facts, the table (its header repeated on each page),
 * the totals and the total in words, notes, what is still to pay (with its VietQR), signatures
 * and a footer on every page. DejaVu Sans has every Vietnamese glyph, which pdfkit's built-in
 * fonts lack.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type PDFDocument from 'pdfkit';
import { qrPng } from '../../core/qr-image';
import { columnWidths, type Letterhead, type PrintDocument } from './print-document';

const fontsDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = join(fontsDir, 'DejaVuSans.ttf');
const BOLD = join(fontsDir, 'DejaVuSans-Bold.ttf');

const MARGIN = 48;
const LOGO = 56;
const INK = '#1f1f1f';
const MUTED = '#6e6e6e';
const RULE = '#d9d9d9';
const HEAD_FILL = '#f0f0f0';
const CELL_PAD = 4;
/** The side of a printed VietQR, in points: about 4 cm, read by a phone's camera at arm's length. */
const QR = 112;

type Doc = InstanceType<typeof PDFDocument>;

export interface PageFooter {
  /** The left of the footer ("Printed on 02/03/2026"). */
  left: string;
  /** The right of the footer for page n of m ("Page 1/2"). */
  page: (n: number, of: number) => string;
}

function letterhead(doc: Doc, head: Letterhead) {
  const top = doc.y;
  let textX = MARGIN;
  if (head.logo) {
    try {
      doc.image(head.logo, MARGIN, top, { fit: [LOGO, LOGO] });
      textX = MARGIN + LOGO + 12;
    } catch {
      // A file that calls itself PNG or JPEG but that pdfkit cannot read: the printout goes without it.
    }
  }
  const width = doc.page.width - MARGIN - textX;
  doc.font('bold').fontSize(15).fillColor(INK).text(head.name, textX, top, { width });
  doc.font('regular').fontSize(9.5).fillColor(MUTED);
  for (const line of [head.address, head.phone]) if (line) doc.text(line, textX, doc.y + 2, { width });
  if (head.branch)
    doc
      .font('bold')
      .fillColor(INK)
      .text(head.branch, textX, doc.y + 2, { width })
      .font('regular');
  const bottom = Math.max(doc.y, head.logo && textX > MARGIN ? top + LOGO : doc.y) + 10;
  doc
    .strokeColor(RULE)
    .lineWidth(1)
    .moveTo(MARGIN, bottom)
    .lineTo(doc.page.width - MARGIN, bottom)
    .stroke();
  doc.y = bottom + 16;
}

function title(doc: Doc, printout: PrintDocument) {
  const width = doc.page.width - 2 * MARGIN;
  doc.font('bold').fontSize(18).fillColor(INK).text(printout.title, MARGIN, doc.y, { width, align: 'center' });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(printout.number, MARGIN, doc.y + 2, { width, align: 'center' });
  doc.y += 14;
}

function facts(doc: Doc, pairs: PrintDocument['facts']) {
  const labelWidth = 150;
  const valueWidth = doc.page.width - 2 * MARGIN - labelWidth;
  doc.fontSize(10);
  for (const [label, value] of pairs) {
    const y = doc.y;
    doc
      .font('regular')
      .fillColor(MUTED)
      .text(label, MARGIN, y, { width: labelWidth - 8 });
    const labelBottom = doc.y;
    doc
      .font('regular')
      .fillColor(INK)
      .text(value || '—', MARGIN + labelWidth, y, { width: valueWidth });
    doc.y = Math.max(labelBottom, doc.y) + 3;
  }
  doc.y += 8;
}

const bottomLimit = (doc: Doc) => doc.page.height - MARGIN - 30;

function tableRow(doc: Doc, cells: string[], widths: number[], aligns: Array<'left' | 'right'>, head: boolean) {
  doc.font(head ? 'bold' : 'regular').fontSize(9.5);
  const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i] - 2 * CELL_PAD }))) + 2 * CELL_PAD;
  const y = doc.y;
  const width = widths.reduce((a, b) => a + b, 0);
  if (head) doc.rect(MARGIN, y, width, height).fill(HEAD_FILL);
  let x = MARGIN;
  cells.forEach((cell, i) => {
    doc.fillColor(INK).text(cell, x + CELL_PAD, y + CELL_PAD, { width: widths[i] - 2 * CELL_PAD, align: aligns[i] });
    x += widths[i];
  });
  doc
    .strokeColor(RULE)
    .lineWidth(0.5)
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + width, y + height)
    .stroke();
  doc.y = y + height;
  return height;
}

function table(doc: Doc, { columns, rows }: NonNullable<PrintDocument['table']>) {
  const widths = columnWidths(columns, doc.page.width - 2 * MARGIN);
  const aligns = columns.map((c) => c.align ?? 'left');
  const labels = columns.map((c) => c.label);
  tableRow(doc, labels, widths, aligns, true);
  for (const row of rows) {
    doc.font('regular').fontSize(9.5);
    const needed = Math.max(...row.map((cell, i) => doc.heightOfString(cell, { width: widths[i] - 2 * CELL_PAD }))) + 2 * CELL_PAD;
    if (doc.y + needed > bottomLimit(doc)) {
      doc.addPage();
      doc.y = MARGIN;
      tableRow(doc, labels, widths, aligns, true);
    }
    tableRow(doc, row, widths, aligns, false);
  }
  doc.y += 10;
}

function totals(doc: Doc, lines: PrintDocument['totals']) {
  const right = doc.page.width - MARGIN;
  const valueWidth = 140;
  const labelWidth = 200;
  lines.forEach(([label, value], i) => {
    const last = i === lines.length - 1;
    if (doc.y + 24 > bottomLimit(doc)) {
      doc.addPage();
      doc.y = MARGIN;
    }
    const y = doc.y;
    doc
      .font(last ? 'bold' : 'regular')
      .fontSize(last ? 12 : 10)
      .fillColor(INK);
    doc.text(label, right - valueWidth - labelWidth, y, { width: labelWidth - 8, align: 'right' });
    doc.text(value, right - valueWidth, y, { width: valueWidth, align: 'right' });
    doc.y = y + (last ? 18 : 15);
  });
  doc.y += 8;
}

/** The total in words, across the page under the totals. */
function inWords(doc: Doc, text: string) {
  const width = doc.page.width - 2 * MARGIN;
  doc.font('regular').fontSize(10).fillColor(INK).text(text, MARGIN, doc.y, { width });
  doc.y += 8;
}

function notes(doc: Doc, lines: string[]) {
  const width = doc.page.width - 2 * MARGIN;
  doc.font('regular').fontSize(9.5).fillColor(MUTED);
  for (const line of lines) doc.text(line, MARGIN, doc.y + 2, { width });
  doc.y += 10;
}

/** What is still to pay: a framed box, its lines at the left and the VietQR at the right. */
async function toPay(doc: Doc, { heading, lines, vietqr }: NonNullable<PrintDocument['toPay']>) {
  const width = doc.page.width - 2 * MARGIN;
  const textWidth = vietqr ? width - QR - 3 * CELL_PAD * 2 : width - 2 * CELL_PAD * 2;
  const labelWidth = 130;
  doc.font('regular').fontSize(10);
  const linesHeight = lines.reduce((sum, [, value]) => sum + doc.heightOfString(value, { width: textWidth - labelWidth }) + 3, 0);
  const height = Math.max(linesHeight + 30, vietqr ? QR + 16 : 0);
  if (doc.y + height + 10 > bottomLimit(doc)) {
    doc.addPage();
    doc.y = MARGIN;
  }
  const top = doc.y + 4;
  doc.rect(MARGIN, top, width, height).strokeColor(RULE).lineWidth(1).stroke();
  const x = MARGIN + CELL_PAD * 2;
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(INK)
    .text(heading, x, top + 8, { width: textWidth });
  let y = doc.y + 4;
  for (const [label, value] of lines) {
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text(label, x, y, { width: labelWidth - 8 });
    doc.fillColor(INK).text(value, x + labelWidth, y, { width: textWidth - labelWidth });
    y = Math.max(doc.y, y) + 3;
  }
  if (vietqr) {
    // On white paper inside the box's margin: one module of white is enough. Four pixels a point: sharp when printed.
    const png = await qrPng(vietqr, { pixels: QR * 4, quietModules: 1 });
    doc.image(png, MARGIN + width - QR - CELL_PAD * 2, top + 8, { width: QR, height: QR });
  }
  doc.y = top + height + 12;
}

function signatures(doc: Doc, who: string[], hint: string) {
  if (!who.length) return;
  if (doc.y + 90 > bottomLimit(doc)) {
    doc.addPage();
    doc.y = MARGIN;
  }
  const width = (doc.page.width - 2 * MARGIN) / who.length;
  const y = doc.y + 10;
  who.forEach((name, i) => {
    const x = MARGIN + i * width;
    doc.font('bold').fontSize(10).fillColor(INK).text(name, x, y, { width, align: 'center' });
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(hint, x, doc.y + 1, { width, align: 'center' });
  });
}

function footers(doc: Doc, footer: PageFooter) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN;
    const width = doc.page.width - 2 * MARGIN;
    // Below the bottom margin: pdfkit would otherwise start a new page for it.
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(footer.left, MARGIN, y, { width, lineBreak: false });
    doc.text(footer.page(i - start + 1, count), MARGIN, y, { width, align: 'right', lineBreak: false });
  }
}

/** The printout as PDF bytes. `signHint` goes under each signature ("sign and write your name"). */
export async function renderPdf(
  head: Letterhead,
  printout: PrintDocument,
  footer: PageFooter,
  signHint: string,
  lang: string,
): Promise<Buffer> {
  // Loaded at the first printout, not with the server: pdfkit and its fonts' code are a fifth of a start-up.
  const { default: PDFKit } = await import('pdfkit');
  const doc = new PDFKit({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang,
    info: { Title: `${printout.title} ${printout.number}`, Author: head.name },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.y = MARGIN;
  letterhead(doc, head);
  title(doc, printout);
  facts(doc, printout.facts);
  if (printout.table) table(doc, printout.table);
  if (printout.totals.length) totals(doc, printout.totals);
  if (printout.inWords) inWords(doc, printout.inWords);
  if (printout.notes.length) notes(doc, printout.notes);
  if (printout.toPay) await toPay(doc, printout.toPay);
  signatures(doc, printout.signatures, signHint);
  footers(doc, footer);
  doc.end();
  return done;
}
