import { describe, expect, it } from 'vitest';
import { collapse, type Recipient } from './broadcast';

const parent = (email: string, player_id: number, player_name: string): Recipient => ({
  email,
  branch_id: 1,
  player_id,
  player_name,
  parent_name: 'Chị Lan',
});
const customer = (email: string): Recipient => ({ email, branch_id: null, player_id: null, player_name: '', parent_name: 'Anh Minh' });

describe('collapse', () => {
  it('keeps one recipient per address whatever its letter case, naming every player of a family once', () => {
    const one = collapse([
      parent('Lan@x.vn', 1, 'An'),
      parent('lan@x.vn', 2, 'Bình'),
      parent('LAN@x.vn', 3, 'An'),
      parent('minh@x.vn', 4, 'Cúc'),
    ]);
    expect(one).toEqual([
      { email: 'Lan@x.vn', branch_id: 1, player_id: 1, player_name: 'An, Bình', parent_name: 'Chị Lan' },
      parent('minh@x.vn', 4, 'Cúc'),
    ]);
  });

  it("takes an address that is a parent's and a customer's for the parent's", () => {
    expect(collapse([parent('lan@x.vn', 1, 'An'), customer('LAN@x.vn'), customer('minh@x.vn')])).toEqual([
      parent('lan@x.vn', 1, 'An'),
      customer('minh@x.vn'),
    ]);
  });
});
