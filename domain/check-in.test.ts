import { describe, expect, it } from 'vitest';
import enums from '../schemas/enums.json' with { type: 'json' };
import { CHECK_INS } from './check-in';

describe('check-in values', () => {
  it('are the spec §3 enumeration the generated views label', () => {
    expect(enums.$defs.check_in.enum).toEqual([...CHECK_INS]);
  });
});
