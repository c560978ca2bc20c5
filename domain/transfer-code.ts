/**
 * A fee's transfer code: the message the parent's transfer carries (the VietQR fills it in), by
 * which the bank's statement finds the fee again. Short, in characters nobody misreads (no 0 or
 * O, no 1, I or L), unique in the academy: the database gives every revenue one as it is written
 * (server/db/transfer-codes.ts). Banks upper-case a message, drop its spaces and
 * accents and glue their own text before and after it, so a code is looked for anywhere in what
 * comes back.
 */
import { foldText } from './fold-text';

/** "Học phí": every code starts with it, so a code stands out in a statement's text. */
export const TRANSFER_CODE_PREFIX = 'HP';
export const TRANSFER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 31⁵, about 28 million codes: an academy never runs short, and a new code is found at the first draw. */
export const TRANSFER_CODE_LENGTH = 5;

/** A whole code, as the academy keeps it. */
export const TRANSFER_CODE = new RegExp(`^${TRANSFER_CODE_PREFIX}[${TRANSFER_CODE_ALPHABET}]{${TRANSFER_CODE_LENGTH}}$`);

/** Every code a transfer's message may hold, as the bank sent it back: "MBVCB.123.hp7k2qx.CT tu…" → ["HP7K2QX"]. */
export function transferCodesIn(message: string): string[] {
  const compact = foldText(message)
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');
  const found = new Set<string>();
  // Overlapping reads: "HPHP7K2QX" holds "HPHP7K2" and "HP7K2QX"; the academy's codes say which is one.
  for (let at = compact.indexOf(TRANSFER_CODE_PREFIX); at >= 0; at = compact.indexOf(TRANSFER_CODE_PREFIX, at + 1)) {
    const candidate = compact.slice(at, at + TRANSFER_CODE_PREFIX.length + TRANSFER_CODE_LENGTH);
    if (TRANSFER_CODE.test(candidate)) found.add(candidate);
  }
  return [...found];
}
