/** A PDF read back with Debian's poppler-utils: its text, and its first page as an image. */
import { execFileSync } from 'node:child_process';

/** The text as `pdftotext` reads it, its layout kept so a table's row reads as one line. */
export function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8');
}

/** The first page drawn as a PNG by `pdftoppm`, at `dpi`: what a printer would put on paper. */
export function pdfFirstPage(bytes: Buffer, dpi = 150): Buffer {
  return execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', '-'], { input: bytes });
}
