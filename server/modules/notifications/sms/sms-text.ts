/**
 * A message as an SMS carries it: the parent's phone in the provider's form, and the body
 * as plain text that fits a couple of segments.
 */

/**
 * Longest text sent: two concatenated non-Unicode segments (2 × 153 characters). Plain
 * ASCII rather than Vietnamese with its accents: a Unicode segment holds only 67, so the
 * same message would cost three times as many, and brand-name routes often refuse Unicode.
 * A longer template is cut at a word and ends with "...".
 */
export const SMS_MAX_LENGTH = 306;

/** The body without accents (đ → d), on one line, printable ASCII only, within SMS_MAX_LENGTH. */
export function smsText(body: string): string {
  const plain = body
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
  if (plain.length <= SMS_MAX_LENGTH) return plain;
  const room = plain.slice(0, SMS_MAX_LENGTH - 3);
  const lastSpace = room.lastIndexOf(' ');
  return `${(lastSpace > 0 ? room.slice(0, lastSpace) : room).trimEnd()}...`;
}

/**
 * A parent's mobile as eSMS takes it: Vietnam's national form, 0 and nine digits
 * ("0912345678"), from "+84 912 345 678", "84912345678" or "912345678" too. Null for
 * anything else (a landline, a foreign number): no SMS is queued for it.
 */
export function smsPhone(mobile: string | null | undefined): string | null {
  const digits = (mobile ?? '').replace(/[\s.()-]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  let national = digits;
  if (digits.startsWith('84') && digits.length === 11) national = `0${digits.slice(2)}`;
  else if (digits.length === 9 && !digits.startsWith('0')) national = `0${digits}`;
  // Mobile ranges since the 2018 renumbering: 03x, 05x, 07x, 08x, 09x.
  return /^0[35789]\d{8}$/.test(national) ? national : null;
}
