import { describe, expect, it } from 'vitest';
import { copiedFields, prefilled } from './prefill';

describe('copiedFields', () => {
  it("takes the row's plain values that the target accepts", () => {
    const target = { name: {}, mobile: {}, branch_id: {}, class_id: {} };
    const practice = {
      id: 4,
      name: 'Hoàng Minh Thắng',
      mobile: '0955451740',
      branch_id: 2,
      schedules: [{ day_of_week: '1' }],
      registration_status: 1,
    };
    expect(copiedFields(target, practice)).toEqual({ name: 'Hoàng Minh Thắng', mobile: '0955451740', branch_id: '2' });
  });
});

describe('prefilled', () => {
  const schema = {
    type: 'object' as const,
    properties: { name: { type: 'string' as const }, branch_id: { type: 'integer' as const }, schedules: { type: 'array' as const } },
  };

  it('types the values as the form does and ignores the rest', () => {
    expect(prefilled({ name: 'Lan', branch_id: '3', schedules: '1', id: '9', resource: 'players' }, schema)).toEqual({
      name: 'Lan',
      branch_id: 3,
    });
  });

  it('drops a number that is not one', () => {
    expect(prefilled({ branch_id: 'abc' }, schema)).toEqual({});
    expect(prefilled({ branch_id: '' }, schema)).toEqual({});
    expect(prefilled(undefined, schema)).toEqual({});
  });
});
