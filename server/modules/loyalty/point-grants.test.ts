import { describe, expect, it } from 'vitest';
import { birthdaysOn } from './point-grants';

describe('birthdaysOn', () => {
  it('is the day itself', () => {
    expect(birthdaysOn('2026-11-23')).toEqual(['11-23']);
  });

  it('celebrates 29 February on the 28th when the year has no 29th, and on the 29th when it has', () => {
    expect(birthdaysOn('2026-02-28')).toEqual(['02-28', '02-29']);
    expect(birthdaysOn('2028-02-28')).toEqual(['02-28']);
    expect(birthdaysOn('2028-02-29')).toEqual(['02-29']);
    expect(birthdaysOn('2100-02-28')).toEqual(['02-28', '02-29']);
  });
});
