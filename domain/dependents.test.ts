import { describe, expect, it } from 'vitest';
import { countedName, joinedList, lowerFirst, pluralOf } from './dependents';

describe('naming what depends on a record', () => {
  it('counts records by their one-record name, plural in English past one', () => {
    expect(countedName('vi', { vi: 'Lớp học', en: 'Class' }, 4)).toBe('4 lớp học');
    expect(countedName('en', { vi: 'Lớp học', en: 'Class' }, 4)).toBe('4 classes');
    expect(countedName('en', { vi: 'Lớp học', en: 'Class' }, 1)).toBe('1 class');
    expect(countedName('en', { vi: 'Danh mục thu chi', en: 'Money category' }, 2)).toBe('2 money categories');
    expect(countedName('vi', { vi: 'Học viên', en: 'Player' }, 1234)).toBe('1.234 học viên');
    expect(countedName('en', { vi: 'Học viên', en: 'Player' }, 1234)).toBe('1,234 players');
  });

  it('keeps a proper name as it is written', () => {
    expect(lowerFirst('E-Connect partner')).toBe('E-Connect partner');
    expect(lowerFirst('Bus stop')).toBe('bus stop');
    expect(pluralOf('branch')).toBe('branches');
    expect(pluralOf('day')).toBe('days');
  });

  it('joins the counts as each language joins a list', () => {
    expect(joinedList('vi', ['4 lớp học', '98 học viên'])).toBe('4 lớp học và 98 học viên');
    expect(joinedList('en', ['4 classes', '98 players'])).toBe('4 classes and 98 players');
  });
});
