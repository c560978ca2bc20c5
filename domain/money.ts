/** Money is integer VND (spec §9): vi-VN grouping with dots, suffix "đ". */
const grouping = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });

/** 1234567 → "1.234.567" (the number alone, as the money input displays it). */
export function formatNumber(value: number): string {
  return grouping.format(value);
}

/** 1234567 → "1.234.567 đ". */
export function formatMoney(amount: number): string {
  return `${formatNumber(amount)} đ`;
}

const COMPACT_UNITS: Array<[number, string]> = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/**
 * Short amounts for dashboards: 1234567 → "1.23M", 2500 → "2.50K", 999 → "999".
 * The unit is the largest the amount is at least 1.00 of once rounded, so 999,999
 * reads "1.00M", never "1000.00K".
 */
export function formatCompact(amount: number): string {
  if (Math.abs(amount) < 1e3) return String(amount);
  const [size, unit] = COMPACT_UNITS.find(([size]) => Math.abs(Number((amount / size).toFixed(2))) >= 1)!;
  return `${(amount / size).toFixed(2)}${unit}`;
}

/** Longest text the number-mode input accepts (spec §9). */
export const AMOUNT_MAX_CHARS = 12;

/**
 * Reads what a user typed in a number-mode input (spec §5): dots, commas and
 * spaces are grouping and are stripped, at most 12 characters count, and the
 * result is clamped to the optional bounds. Empty input means no value.
 */
export function parseAmount(text: string, bounds: { min?: number; max?: number } = {}): number | undefined {
  const negative = text.trim().startsWith('-') && (bounds.min ?? 0) < 0;
  const digits = text
    .replace(/[.,\s]/g, '')
    .replace(/\D/g, '')
    .slice(0, AMOUNT_MAX_CHARS);
  if (!digits) return undefined;
  let value = Number(digits) * (negative ? -1 : 1);
  if (bounds.min !== undefined) value = Math.max(bounds.min, value);
  if (bounds.max !== undefined) value = Math.min(bounds.max, value);
  return value;
}
