/**
 * Folds Vietnamese text for accent-insensitive search: "Nguyễn Đức" → "nguyen duc".
 * The server stores it beside each row and applies it to a list's search; a
 * select that filters its own options (the attendance class picker) uses it too.
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

/** Whether `text` holds what the user typed, accents and case aside: "u10 sang" finds "U10 Sáng". */
export function includesFolded(text: string, typed: string): boolean {
  return foldText(text).includes(foldText(typed));
}
