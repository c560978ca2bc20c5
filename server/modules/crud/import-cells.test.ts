import { describe, expect, it } from 'vitest';
import type { PropertySchema } from '../../../schemas/vocabulary';
import { cellValue } from './import-cells';

const status: PropertySchema = {
  type: 'integer',
  enum: [1, 0],
  'x-enum-labels': { 1: { vi: 'Hoạt động', en: 'Active' }, 0: { vi: 'Ngừng hoạt động', en: 'Inactive' } },
};
const slots: PropertySchema = {
  type: 'array',
  items: {
    type: 'object',
    'x-time-range': ['start_time', 'end_time'],
    properties: {
      day_of_week: { type: 'string', enum: ['1', '3'], 'x-enum-labels': { 1: { vi: 'Thứ 2', en: 'Mon' }, 3: { vi: 'Thứ 4', en: 'Wed' } } },
      start_time: { type: 'string' },
      end_time: { type: 'string' },
    },
  },
};

describe('cellValue', () => {
  it('reads an enum by its label in either language, accents and case aside, or by its value', () => {
    expect(cellValue(status, 'ngung hoat dong')).toBe(0);
    expect(cellValue(status, 'Active')).toBe(1);
    expect(cellValue(status, '0')).toBe(0);
    expect(cellValue(status, 'Maybe')).toBe('Maybe');
  });

  it('reads DD/MM/YYYY and spreadsheet dates as ISO days', () => {
    expect(cellValue({ type: 'string', format: 'date' }, '5/6/2016')).toBe('2016-06-05');
    expect(cellValue({ type: 'string', format: 'date' }, new Date('2015-02-01T00:00:00Z'))).toBe('2015-02-01');
  });

  it('reads grouped numbers and zero, and leaves what is no number to the create to refuse', () => {
    const money: PropertySchema = { type: 'integer' };
    expect(cellValue(money, '1.500.000 đ')).toBe(1_500_000);
    expect(cellValue(money, '0')).toBe(0);
    expect(cellValue(money, 'nhiều')).toBe('nhiều');
  });

  it('reads yes and no in either language', () => {
    expect(cellValue({ type: 'boolean' }, 'Có')).toBe(true);
    expect(cellValue({ type: 'boolean' }, 'no')).toBe(false);
  });

  it('reads the slots the export writes', () => {
    expect(cellValue(slots, 'Thứ 2 | 17:00 - 18:30; Wed | 17:00 - 18:30')).toEqual([
      { day_of_week: '1', start_time: '17:00', end_time: '18:30' },
      { day_of_week: '3', start_time: '17:00', end_time: '18:30' },
    ]);
  });

  it('reads an empty cell as nothing given', () => {
    expect(cellValue({ type: 'string' }, '  ')).toBeUndefined();
    expect(cellValue({ type: 'string' }, null)).toBeUndefined();
  });
});
