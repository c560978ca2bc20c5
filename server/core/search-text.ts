/**
 * Folds Vietnamese text for accent-insensitive search: "Nguyễn Đức" → "nguyen duc".
 * Stored beside each row at write time, applied to the query at read time.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function searchTextOf(row: Record<string, unknown>, fields: string[]): string {
  return foldText(fields.map((f) => row[f] ?? '').join(' '));
}
