import { describe, expect, it } from 'vitest';
import { phoneSearch, storedPhone } from './phone';

describe('storedPhone', () => {
  it.each([
    ['0912 345 678', '0912345678'],
    ['0912.345.678', '0912345678'],
    ['0912-345-678', '0912345678'],
    ['(0912) 345 678', '0912345678'],
    ['+84 912 345 678', '0912345678'],
    ['+84 0912 345 678', '0912345678'],
    ['0084 912 345 678', '0912345678'],
    ['84912345678', '0912345678'],
    ['842438123456', '02438123456'],
    ['912345678', '0912345678'],
    [' 0912345678 ', '0912345678'],
    ['02438123456', '02438123456'],
  ])('%s is kept as %s', (typed, stored) => expect(storedPhone(typed)).toBe(stored));

  it.each([['abc'], ['+1 415 555 0100'], ['0912x345']])('%s is left for the check to refuse', (typed) => {
    expect(storedPhone(typed)).toBe(typed.trim());
  });
});

describe('phoneSearch', () => {
  it.each([
    ['0912 345', '0912345'],
    ['0912.345', '0912345'],
    ['+84 912', '0912'],
  ])('%s searches %s too', (typed, stored) => expect(phoneSearch(typed)).toBe(stored));

  it.each([['0912345'], ['Nguyễn An'], ['An 0912'], ['']])('%s needs no second form', (typed) => expect(phoneSearch(typed)).toBeNull());
});
