/**
 * Phone numbers as people type them ("0912 345 678", "0912.345.678",
 * "+84 912 345 678", "84912345678") and as the academy keeps them: the national
 * form, digits only, with its leading 0 ("0912345678"). Pure: the server stores
 * it, the form's phone field shows it, a list's search finds by it.
 */

/** What people put between digit groups. */
const SEPARATORS = /[\s.\-()]/g;

/**
 * The stored form of a typed phone number. Vietnam's country code (+84, 0084, or
 * 84 before a whole national number) becomes the leading 0, and nine digits
 * without their 0 (a spreadsheet drops it) get it back. Anything else (letters,
 * another country's +code) is returned trimmed, for the field's check to refuse.
 */
export function storedPhone(typed: string): string {
  const compact = typed.trim().replace(SEPARATORS, '');
  if (!/^(\+|00)?\d+$/.test(compact)) return typed.trim();
  const international = /^(\+|00)84/.exec(compact);
  if (international) return `0${compact.slice(international[0].length).replace(/^0/, '')}`;
  if (/^(\+|00)/.test(compact)) return typed.trim();
  if (/^84\d{9,10}$/.test(compact)) return `0${compact.slice(2)}`;
  if (/^[1-9]\d{8}$/.test(compact)) return `0${compact}`;
  return compact;
}

/** A search typed as a phone number, or part of one ("0912 345", "+84 912"): digits and separators only. */
const PHONE_LIKE = /^\+?[\d\s.\-()]*\d[\d\s.\-()]*$/;

/**
 * The search as a stored phone reads, when it is typed like one and reads
 * differently stored ("0912 345" → "0912345"); null otherwise. A list looks for
 * both, so a search for an address's "12 34" still finds the address.
 */
export function phoneSearch(search: string): string | null {
  const text = search.trim();
  if (!PHONE_LIKE.test(text)) return null;
  const compact = text.replace(SEPARATORS, '');
  // Part of a number: the country code becomes the 0, nothing else is guessed.
  const stored = /^\+84/.test(compact) ? `0${compact.slice(3).replace(/^0/, '')}` : compact.replace(/^\+/, '');
  return stored && stored !== text ? stored : null;
}
