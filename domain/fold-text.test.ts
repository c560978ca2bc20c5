import { describe, expect, it } from 'vitest';
import { foldText, includesFolded } from './fold-text';

describe('foldText', () => {
  it('drops Vietnamese diacritics and đ so "nguyen" finds "Nguyễn"', () => {
    expect(foldText('Nguyễn Đức Thắng')).toBe('nguyen duc thang');
    expect(foldText('  Trần   Thị  Ánh ')).toBe('tran thi anh');
  });

  it('finds typed text without accents, or with other ones, in a label', () => {
    expect(includesFolded('U10 Chiều thứ Tư – Cơ sở Cầu Giấy', 'chieu thu tu')).toBe(true);
    expect(includesFolded('U10 Chiều thứ Tư – Cơ sở Cầu Giấy', 'CAU GIAY')).toBe(true);
    expect(includesFolded('U12 Tối thứ Sáu', 'chieu')).toBe(false);
  });
});
