import { describe, expect, it } from 'vitest';
import { TRANSFER_CODE, TRANSFER_CODE_ALPHABET, transferCodesIn } from './transfer-code';

describe('a transfer code', () => {
  it('is HP and five characters nobody misreads', () => {
    expect(TRANSFER_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    expect(TRANSFER_CODE.test('HP7K2QX')).toBe(true);
    expect(TRANSFER_CODE.test('HP7K2Q')).toBe(false);
    expect(TRANSFER_CODE.test('HP7K2QO')).toBe(false);
  });
});

describe('transferCodesIn', () => {
  it.each([
    ['the code alone', 'HP7K2QX', ['HP7K2QX']],
    ['lower case, as a parent typed it', 'hp7k2qx', ['HP7K2QX']],
    ["inside a bank's own text", 'MBVCB.3278612.HP7K2QX.CT tu 0011002345678 NGUYEN VAN A toi 1903...', ['HP7K2QX']],
    ['glued to the words around it', 'NGUYENVANAHP7K2QXCHUYENTIEN', ['HP7K2QX']],
    ['with accents a phone added', 'Học phí HP7K2QX tháng 11', ['HP7K2QX']],
    ['spaced out by the bank', 'HP 7K2 QX', ['HP7K2QX']],
    ['two fees in one transfer', 'HP7K2QX HPAB3CD', ['HP7K2QX', 'HPAB3CD']],
    ['a prefix read twice', 'HPHP7K2QX', ['HPHP7K2', 'HP7K2QX']],
    ['no code', 'chuyen tien hoc phi thang 11', []],
    ['characters no code has', 'HP0O1IL', []],
  ])('finds %s', (_, message, codes) => {
    expect(transferCodesIn(message)).toEqual(codes);
  });
});
