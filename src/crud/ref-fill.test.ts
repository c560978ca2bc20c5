import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../schemas/vocabulary';
import { chosenAnew, filledFrom, refFills, refilled } from './ref-fill';

const schema = {
  $id: 'orders',
  properties: {
    player_id: { type: 'integer', 'x-ref': 'players', 'x-fill': { customer_name: ['parent_name', 'name'], customer_mobile: ['mobile'] } },
    branch_id: { type: 'integer', 'x-ref': 'branches' },
    customer_name: { type: 'string' },
    customer_mobile: { type: 'string' },
  },
} as unknown as EntitySchema;

describe('x-fill', () => {
  const fills = refFills(schema);

  it('finds the relation fields that fill others', () => {
    expect(fills).toEqual([
      { field: 'player_id', resource: 'players', fill: { customer_name: ['parent_name', 'name'], customer_mobile: ['mobile'] } },
    ]);
  });

  it('acts on a new choice only, not on a cleared one or an unchanged one', () => {
    expect(chosenAnew(fills, {}, { player_id: 4 })).toEqual(fills);
    expect(chosenAnew(fills, { player_id: 4 }, { player_id: 5 })).toEqual(fills);
    expect(chosenAnew(fills, { player_id: 4 }, { player_id: 4, customer_name: 'typed' })).toEqual([]);
    expect(chosenAnew(fills, { player_id: 4 }, { player_id: undefined })).toEqual([]);
  });

  it('takes each field from its first source that holds a value', () => {
    const { fill } = fills[0];
    expect(filledFrom(fill, { parent_name: 'Nguyễn Thị Lan', name: 'Minh', mobile: '0912345678' })).toEqual({
      customer_name: 'Nguyễn Thị Lan',
      customer_mobile: '0912345678',
    });
    expect(filledFrom(fill, { parent_name: '', name: 'Minh', mobile: null })).toEqual({ customer_name: 'Minh' });
  });

  it('empties what the previous choice filled when the new one gives nothing for it, and keeps what the user typed', () => {
    const { fill } = fills[0];
    const previous = { customer_name: 'Nguyễn Thị Lan', customer_mobile: '0912345678' };
    const given = filledFrom(fill, { name: 'Minh', mobile: null });
    expect(refilled(fill, { player_id: 5, ...previous }, given, previous)).toEqual({
      player_id: 5,
      customer_name: 'Minh',
      customer_mobile: undefined,
    });
    expect(refilled(fill, { player_id: 5, ...previous, customer_mobile: '0987654321' }, given, previous)).toEqual({
      player_id: 5,
      customer_name: 'Minh',
      customer_mobile: '0987654321',
    });
  });
});
