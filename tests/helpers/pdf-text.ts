/** The text of a PDF as `pdftotext` (Debian's poppler-utils) reads it, its layout kept so a table's row reads as one line. */
import { execFileSync } from 'node:child_process';

export function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8');
}
