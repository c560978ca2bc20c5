import { describe, expect, it } from 'vitest';
import { foldText, searchTextOf } from './search-text';

describe('foldText', () => {
  it('drops Vietnamese diacritics and đ so "nguyen" finds "Nguyễn"', () => {
    expect(foldText('Nguyễn Đức Thắng')).toBe('nguyen duc thang');
    expect(foldText('  Trần   Thị  Ánh ')).toBe('tran thi anh');
  });
  it('joins the searchable fields of a row, skipping empty ones', () => {
    expect(searchTextOf({ name: 'Lê Văn Hùng', mobile: '0912345678', note: null }, ['name', 'mobile', 'note'])).toBe(
      'le van hung 0912345678',
    );
  });
});
