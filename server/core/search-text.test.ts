import { describe, expect, it } from 'vitest';
import { searchTextOf } from './search-text';

describe('searchTextOf', () => {
  it('joins the searchable fields of a row, skipping empty ones', () => {
    expect(searchTextOf({ name: 'Lê Văn Hùng', mobile: '0912345678', note: null }, ['name', 'mobile', 'note'])).toBe(
      'le van hung 0912345678',
    );
  });
});
