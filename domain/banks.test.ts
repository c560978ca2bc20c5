import { describe, expect, it } from 'vitest';
import { BANKS, bankNamed } from './banks';
import { foldText } from './fold-text';

describe('the banks of NAPAS 247', () => {
  it('has one bank per 6-digit BIN and no name two banks share', () => {
    expect(BANKS.every((bank) => /^\d{6}$/.test(bank.bin))).toBe(true);
    expect(new Set(BANKS.map((bank) => bank.bin)).size).toBe(BANKS.length);
    const banksCalled = new Map<string, Set<string>>();
    for (const bank of BANKS)
      for (const name of [bank.short, bank.name, ...(bank.aliases ?? [])]) {
        const key = foldText(name).replace(/[^a-z0-9]/g, '');
        banksCalled.set(key, (banksCalled.get(key) ?? new Set()).add(bank.bin));
      }
    expect([...banksCalled].filter(([, bins]) => bins.size > 1)).toEqual([]);
  });

  it.each([
    ['Vietcombank', '970436'],
    ['vietcombank', '970436'],
    ['VCB', '970436'],
    ['Vietcombank - CN Hà Nội', '970436'],
    ['Ngân hàng TMCP Ngoại Thương Việt Nam', '970436'],
    ['ngan hang tmcp ngoai thuong viet nam', '970436'],
    ['BIDV chi nhánh Cầu Giấy', '970418'],
    ['MB', '970422'],
    ['MB Bank', '970422'],
    ['MBBank (CN Ba Đình)', '970422'],
    ['LienVietPostBank', '970449'],
    ['Vikki Bank', '970406'],
    ['Techcombank, PGD Láng Hạ', '970407'],
  ])('finds the bank %s names', (text, bin) => {
    expect(bankNamed(text)?.bin).toBe(bin);
  });

  it.each([null, '', 'Ngân hàng ABC', 'Vietcombankk', 'MBS', 'ACBS - Chứng khoán'])('finds no bank in %j', (text) => {
    expect(bankNamed(text)).toBeUndefined();
  });
});
