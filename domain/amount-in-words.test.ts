import { describe, expect, it } from 'vitest';
import { amountInWords, englishNumberWords, vietnameseNumberWords } from './amount-in-words';

describe('vietnameseNumberWords', () => {
  it.each([
    [0, 'không'],
    [1, 'một'],
    [5, 'năm'],
    [10, 'mười'],
    [11, 'mười một'],
    [14, 'mười bốn'],
    [15, 'mười lăm'],
    [20, 'hai mươi'],
    [21, 'hai mươi mốt'],
    [24, 'hai mươi tư'],
    [25, 'hai mươi lăm'],
    [55, 'năm mươi lăm'],
    [100, 'một trăm'],
    [101, 'một trăm linh một'],
    [104, 'một trăm linh bốn'],
    [105, 'một trăm linh năm'],
    [110, 'một trăm mười'],
    [111, 'một trăm mười một'],
    [115, 'một trăm mười lăm'],
    [121, 'một trăm hai mươi mốt'],
  ])('reads %i as "%s"', (n, words) => {
    expect(vietnameseNumberWords(n)).toBe(words);
  });

  it.each([
    [1000, 'một nghìn'],
    [1005, 'một nghìn không trăm linh năm'],
    [1015, 'một nghìn không trăm mười lăm'],
    [1021, 'một nghìn không trăm hai mươi mốt'],
    [10_000, 'mười nghìn'],
    [20_001, 'hai mươi nghìn không trăm linh một'],
    [100_000, 'một trăm nghìn'],
    [1_000_000, 'một triệu'],
    [1_000_005, 'một triệu không trăm linh năm'],
    [1_005_000, 'một triệu không trăm linh năm nghìn'],
    [1_200_000, 'một triệu hai trăm nghìn'],
    [1_234_567, 'một triệu hai trăm ba mươi tư nghìn năm trăm sáu mươi bảy'],
    [15_000_005, 'mười lăm triệu không trăm linh năm'],
  ])('reads every group after the first in full: %i as "%s"', (n, words) => {
    expect(vietnameseNumberWords(n)).toBe(words);
  });

  it.each([
    [1_000_000_000, 'một tỷ'],
    [1_000_000_005, 'một tỷ không trăm linh năm'],
    [1_000_001_000, 'một tỷ không trăm linh một nghìn'],
    [2_500_000_000, 'hai tỷ năm trăm triệu'],
    [999_999_999_999, 'chín trăm chín mươi chín tỷ chín trăm chín mươi chín triệu chín trăm chín mươi chín nghìn chín trăm chín mươi chín'],
    [1_000_000_000_000, 'một nghìn tỷ'],
    [2_000_000_001_000, 'hai nghìn tỷ không trăm linh một nghìn'],
  ])('counts billions as a number of their own: %i as "%s"', (n, words) => {
    expect(vietnameseNumberWords(n)).toBe(words);
  });

  it('refuses what is no amount', () => {
    for (const n of [-1, 1.5, Number.NaN, 2 ** 53]) expect(() => vietnameseNumberWords(n)).toThrow(RangeError);
  });
});

describe('englishNumberWords', () => {
  it.each([
    [0, 'zero'],
    [13, 'thirteen'],
    [21, 'twenty-one'],
    [101, 'one hundred and one'],
    [1000, 'one thousand'],
    [1005, 'one thousand and five'],
    [1_000_000, 'one million'],
    [1_005_000, 'one million five thousand'],
    [1_200_000, 'one million two hundred thousand'],
    [1_234_567, 'one million two hundred and thirty-four thousand five hundred and sixty-seven'],
    [1_000_000_000, 'one billion'],
    [
      999_999_999_999,
      'nine hundred and ninety-nine billion nine hundred and ninety-nine million nine hundred and ninety-nine thousand nine hundred and ninety-nine',
    ],
  ])('reads %i as "%s"', (n, words) => {
    expect(englishNumberWords(n)).toBe(words);
  });

  it('refuses what is no amount', () => {
    expect(() => englishNumberWords(-5)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it('writes the amount as a receipt does, capitalised with its currency', () => {
    expect(amountInWords(1_200_000, 'vi')).toBe('Một triệu hai trăm nghìn đồng');
    expect(amountInWords(1_200_000, 'en')).toBe('One million two hundred thousand dong');
    expect(amountInWords(0, 'vi')).toBe('Không đồng');
    expect(amountInWords(0, 'en')).toBe('Zero dong');
  });
});
