import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('where sign-in leads', () => {
  it('back to the page the user was sent away from', () => {
    expect(returnPath('?to=%2Fplayers%2F12%3Ftab%3Dfees')).toBe('/players/12?tab=fees');
  });

  it.each(['', '?to=', '?to=https%3A%2F%2Fevil.example', '?to=%2F%2Fevil.example', '?to=%2F%5Cevil.example', '?to=javascript%3Aalert(1)'])(
    'home for %j',
    (search) => {
      expect(returnPath(search)).toBe('/');
    },
  );
});
