/**
 * What a printout says, before any drawing: the academy's letterhead and the
 * document (title, facts, a table of lines, totals). Each document builder
 * fills one of these; pdf-render.ts draws it. Pure.
 */
import type { TFunction } from 'i18next';
import { amountInWords } from '../../../domain/amount-in-words';
import { formatMoney } from '../../../domain/money';
import type { Lang } from '../../../schemas/vocabulary';

export interface Letterhead {
  name: string;
  /** Street address and city, as one line. */
  address: string | null;
  phone: string | null;
  /** The branch the document belongs to, with its address and phone, as one line; null for an academy-wide one. */
  branch: string | null;
  /** The uploaded logo's bytes when pdfkit can draw them (PNG or JPEG). */
  logo: Buffer | null;
}

export interface TableColumn {
  label: string;
  /** Share of the table's width the column takes against the others. */
  weight: number;
  align?: 'left' | 'right';
}

export interface PrintDocument {
  /** Also the PDF's title in the reader's PDF viewer. */
  title: string;
  /** "Số: 12" / "No. 12" under the title. */
  number: string;
  /** Label and value pairs above the table (who, when, how paid). */
  facts: Array<[string, string]>;
  table?: { columns: TableColumn[]; rows: string[][] };
  /** Label and amount lines under the table; the last one is the total and stands out. */
  totals: Array<[string, string]>;
  /** The total in words under the totals ("Bằng chữ: Một triệu đồng"), on a document that states an amount paid or due. */
  inWords?: string;
  /** Free text under the totals (the record's note, a truncation notice). */
  notes: string[];
  /** What is still to pay and how (a receipt of a fee paid in part): label and value lines, and the VietQR when there is one. */
  toPay?: { heading: string; lines: Array<[string, string]>; vietqr: string | null };
  /** Who signs at the bottom, left to right (the payer and the cashier); none on a list. */
  signatures: string[];
}

/** The columns' widths in points, sharing `width` by their weights. */
export function columnWidths(columns: readonly TableColumn[], width: number): number[] {
  const total = columns.reduce((sum, c) => sum + c.weight, 0);
  return columns.map((c) => (total ? (width * c.weight) / total : 0));
}

/** The letterhead's street address and city as one line, skipping blanks; null when neither is set. */
export function addressLine(address: string | null | undefined, city: string | null | undefined): string | null {
  const parts = [address, city].map((p) => p?.trim()).filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(', ') : null;
}

const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];

/** Whether pdfkit can draw these bytes: PNG or JPEG (an SVG logo is left out of the printout). */
export function isDrawableImage(bytes: Buffer | null | undefined): bytes is Buffer {
  if (!bytes?.length) return false;
  return [PNG, JPEG].some((magic) => magic.every((b, i) => bytes[i] === b));
}

/** Money on paper as on screen: "1.234.567 đ"; a missing amount reads 0. */
export const money = (amount: unknown) => formatMoney(Number(amount ?? 0));

/** "Bằng chữ: Một triệu đồng" / "In words: One million dong" for a document's total. */
export const moneyInWords = (t: TFunction, lang: Lang, amount: unknown) =>
  t('print.inWords', { words: amountInWords(Number(amount ?? 0), lang) });

/** A download name: `receipt-12.pdf`, letters, digits and dashes only. */
export function pdfFileName(...parts: Array<string | number>): string {
  const name = parts
    .map((p) =>
      String(p)
        .replace(/[^A-Za-z0-9-]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
  return `${name || 'document'}.pdf`;
}
