/**
 * CSV cells that a spreadsheet program shows as text and never runs as a formula
 * (OWASP, "CSV Injection"): the server's list and report exports write their
 * CSV through here.
 *
 * XLSX needs none of it: exceljs writes a string as a string cell (`t="s"` or
 * `t="str"`, never an `<f>` formula) whatever it starts with, and a leading
 * apostrophe there would show as part of the text.
 */

/** What one cell holds: text, a figure, or nothing. */
export type SheetCell = string | number | null | undefined;

// First non-blank character = + - or @, or a leading tab, CR or LF: all of these may start a formula.
const FORMULA_LIKE = /^(\s*[=+\-@]|[\t\r\n])/;
// A separator of any reader (`;` where the list separator is `;`, as with a decimal comma; tab when the
// file is taken for tab-separated), a quote, a line break, or blanks at an edge, which a reader may trim.
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;

/** Text a spreadsheet could take for a formula gets a leading apostrophe; other text is left as it is. */
export function inertText(text: string): string {
  return FORMULA_LIKE.test(text) ? `'${text}` : text;
}

/** One CSV field (RFC 4180): text made inert, quoted when the value holds what must be; figures as they are. */
export function csvField(value: SheetCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const inert = typeof value === 'string' ? inertText(text) : text;
  return NEEDS_QUOTES.test(text) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** One CSV line, ended by CRLF. */
export function csvLine(values: SheetCell[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
