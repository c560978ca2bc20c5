/**
 * A CSV file as the rows of a sheet. Excel writes `,` or, under regional settings
 * whose decimal mark is a comma (Vietnamese), `;`: the delimiter is detected. A
 * UTF-8 byte-order mark is dropped; quoted fields may hold delimiters, quotes and newlines.
 * Excel's plain "CSV" (not "CSV UTF-8") under Vietnamese settings is Windows-1258.
 */
import Papa from 'papaparse';

export type CsvCell = string | null;

/** The export guards formula-like text with a leading quote; reading back takes it off. */
const unguard = (field: string): CsvCell => (field === '' ? null : /^'[=+\-@]/.test(field) ? field.slice(1) : field);

/** The file's text: UTF-8, or, when its bytes are not, the Vietnamese Windows code page. */
export function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Windows-1258 writes most accents as combining marks: composed, they compare as typed.
    return new TextDecoder('windows-1258').decode(bytes).normalize('NFC');
  }
}

export function parseCsv(text: string): CsvCell[][] {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';'],
    skipEmptyLines: 'greedy',
  });
  // Excel leaves rows of bare delimiters below a formatted range: they hold nothing.
  return data.filter((row) => row.some((field) => field.trim() !== '')).map((row) => row.map(unguard));
}
