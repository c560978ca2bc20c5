/**
 * A check-in (spec §3 `check_in`, schemas/enums.json): not taken yet, present or
 * absent. Class attendance and transport pick-ups both mark it; the server counts,
 * charges and checks with these values and the screens draw and send them.
 */
export const NONE = -1;
export const ABSENT = 0;
export const PRESENT = 1;

/** Every value, in the order the enumeration lists them. */
export const CHECK_INS = [NONE, PRESENT, ABSENT] as const;
export type CheckIn = (typeof CHECK_INS)[number];

/** A check-in in a request or an answer. */
export const checkInSchema = { type: 'integer', enum: CHECK_INS } as const;
