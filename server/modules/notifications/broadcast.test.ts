import { describe, expect, it } from 'vitest';
import { collapse, type Person } from './broadcast';

const parent = (email: string | null, player_id: number, player_name: string, phone: string | null = null): Person => ({
  email,
  phone,
  branch_id: 1,
  player_id,
  player_name,
  parent_name: 'Chị Lan',
});
const customer = (email: string): Person => ({
  email,
  phone: null,
  branch_id: null,
  player_id: null,
  player_name: '',
  parent_name: 'Anh Minh',
});

describe('collapse', () => {
  it('keeps one person per address whatever its letter case, naming every player of a family once', () => {
    const one = collapse([
      parent('Lan@x.vn', 1, 'An'),
      parent('lan@x.vn', 2, 'Bình'),
      parent('LAN@x.vn', 3, 'An'),
      parent('minh@x.vn', 4, 'Cúc'),
    ]);
    expect(one).toEqual([{ ...parent('Lan@x.vn', 1, 'An, Bình') }, parent('minh@x.vn', 4, 'Cúc')]);
  });

  it("takes an address that is a parent's and a customer's for the parent's", () => {
    expect(collapse([parent('lan@x.vn', 1, 'An'), customer('LAN@x.vn'), customer('minh@x.vn')])).toEqual([
      parent('lan@x.vn', 1, 'An'),
      customer('minh@x.vn'),
    ]);
  });

  it('takes records sharing a mobile for one family, named by its first record with an e-mail: where a refused Zalo message goes on to', () => {
    expect(
      collapse([
        parent(null, 1, 'An', '84901234567'),
        parent('lan@x.vn', 2, 'Bình', '84901234567'),
        parent('other@x.vn', 3, 'Cúc', '84901234567'),
      ]),
    ).toEqual([parent('lan@x.vn', 2, 'An, Bình, Cúc', '84901234567')]);
  });

  it('makes two families one when a record shares an address with each, and finds the one for any of their addresses', () => {
    const people = collapse([
      parent('lan@x.vn', 1, 'An'),
      parent(null, 2, 'Bình', '84901234567'),
      parent('lan@x.vn', 3, 'Cúc', '84901234567'),
      parent(null, 4, 'Dũng', '84901234567'),
      customer('LAN@x.vn'),
    ]);
    expect(people).toEqual([parent('lan@x.vn', 1, 'An, Bình, Cúc, Dũng', '84901234567')]);
  });
});
