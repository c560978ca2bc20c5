/**
 * An amount of money in words, as a receipt writes it under the figure
 * ("Bằng chữ: Một triệu hai trăm nghìn đồng"). Vietnamese follows the reading of
 * accounting documents: every group of three digits after the first is read in
 * full ("một triệu không trăm linh năm nghìn" for 1.005.000), a zero ten reads
 * "linh", and the spoken forms "mốt" (21), "tư" (24) and "lăm" (15) are kept.
 * English uses the short scale and "and" before the tens ("one hundred and five").
 */
import type { Lang } from '../schemas/vocabulary';

const VI_DIGITS = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'];
const VI_BILLION = 1_000_000_000;

/** The units digit after its tens: 21 "mốt", 24 "tư", 15 and 25 "lăm"; 11, 14 and 105 keep "một", "bốn", "năm". */
function viUnits(units: number, tens: number): string {
  if (units === 1 && tens >= 2) return 'mốt';
  if (units === 4 && tens >= 2) return 'tư';
  if (units === 5 && tens >= 1) return 'lăm';
  return VI_DIGITS[units];
}

/** One group of three digits (1–999); `full` reads a zero hundreds ("không trăm") as a group inside a number does. */
function viGroup(group: number, full: boolean): string[] {
  const [hundreds, tens, units] = [Math.floor(group / 100), Math.floor(group / 10) % 10, group % 10];
  const words: string[] = [];
  const hasHundreds = full || hundreds > 0;
  if (hasHundreds) words.push(VI_DIGITS[hundreds], 'trăm');
  if (tens === 0 && units > 0 && hasHundreds) words.push('linh');
  if (tens === 1) words.push('mười');
  if (tens >= 2) words.push(VI_DIGITS[tens], 'mươi');
  if (units > 0) words.push(viUnits(units, tens));
  return words;
}

/** Below a billion: millions, thousands and units, the zero groups left out. */
function viBelowBillion(n: number, leading: boolean): string[] {
  const groups: Array<[number, string]> = [
    [Math.floor(n / 1_000_000), 'triệu'],
    [Math.floor(n / 1000) % 1000, 'nghìn'],
    [n % 1000, ''],
  ];
  const words: string[] = [];
  let first = leading;
  for (const [group, scale] of groups) {
    if (group === 0) continue;
    words.push(...viGroup(group, !first), ...(scale ? [scale] : []));
    first = false;
  }
  return words;
}

function viWords(n: number, leading: boolean): string[] {
  if (n < VI_BILLION) return viBelowBillion(n, leading);
  const rest = n % VI_BILLION;
  // The billions are a number of their own ("một nghìn tỷ"); what follows is read in full.
  return [...viWords(Math.floor(n / VI_BILLION), leading), 'tỷ', ...(rest ? viBelowBillion(rest, false) : [])];
}

const EN_ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'];

function enBelowHundred(n: number): string {
  if (n < 20) return EN_ONES[n];
  return EN_TENS[Math.floor(n / 10)] + (n % 10 ? `-${EN_ONES[n % 10]}` : '');
}

function enGroup(group: number): string[] {
  const hundreds = Math.floor(group / 100);
  const rest = group % 100;
  if (!hundreds) return [enBelowHundred(rest)];
  return [EN_ONES[hundreds], 'hundred', ...(rest ? ['and', enBelowHundred(rest)] : [])];
}

function enWords(n: number): string[] {
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const words: string[] = [];
  groups.forEach((group, scale) => {
    if (!group) return;
    // "one million and five": a last group under a hundred joins the rest with "and".
    const joined = scale === 0 && group < 100 && groups.length > 1 ? ['and'] : [];
    words.unshift(...joined, ...enGroup(group), ...(scale ? [EN_SCALES[scale]] : []));
  });
  return words;
}

function assertAmount(n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`An amount in words needs a whole number of đồng from 0 up, not ${n}.`);
}

/** 1005000 → "một triệu không trăm linh năm nghìn". */
export function vietnameseNumberWords(n: number): string {
  assertAmount(n);
  return n === 0 ? VI_DIGITS[0] : viWords(n, true).join(' ');
}

/** 1005000 → "one million five thousand". */
export function englishNumberWords(n: number): string {
  assertAmount(n);
  return n === 0 ? EN_ONES[0] : enWords(n).join(' ');
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 1200000 → "Một triệu hai trăm nghìn đồng" / "One million two hundred thousand dong". */
export function amountInWords(amount: number, lang: Lang): string {
  return lang === 'vi' ? `${capitalised(vietnameseNumberWords(amount))} đồng` : `${capitalised(englishNumberWords(amount))} dong`;
}
