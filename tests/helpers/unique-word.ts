import { randomInt } from 'node:crypto';

/**
 * Ten random lowercase letters: a name no other test writes, even one started in the same millisecond.
 * Letters only, so a search never reads it as a phone number or an id.
 */
export const uniqueWord = (length = 10) => Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join('');
