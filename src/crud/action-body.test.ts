import { describe, expect, it } from 'vitest';
import { fillBody, fillBulkBody, fillPath } from './action-body';

describe('fillBody', () => {
  it('puts the record and the dialog values in, keeping their types', () => {
    const template = [{ player_id: '{id}', class_id: '{form.class_id}', note: 'moved' }];
    expect(fillBody(template, { id: 7 }, { class_id: 12 })).toEqual([{ player_id: 7, class_id: 12, note: 'moved' }]);
    expect(
      fillBody({ user_name: '{user_name}', password: '{form.password}' }, { user_name: 'le.tan' }, { password: 'S3cret-pass' }),
    ).toEqual({
      user_name: 'le.tan',
      password: 'S3cret-pass',
    });
  });

  it('leaves plain values alone', () => {
    expect(fillBody({ active: true, data_reset: [2] }, { id: 1 })).toEqual({ active: true, data_reset: [2] });
  });
});

describe('fillBulkBody', () => {
  it('repeats the template for every selected record, with the same dialog values', () => {
    const template = [{ player_id: '{id}', class_id: '{form.class_id}' }];
    expect(fillBulkBody(template, [{ id: 3 }, { id: 9 }], { class_id: 12 })).toEqual([
      { player_id: 3, class_id: 12 },
      { player_id: 9, class_id: 12 },
    ]);
  });
});

describe('fillPath', () => {
  it('puts the record id in the path', () => {
    expect(fillPath('players/{id}/reactive', { id: 42 })).toBe('players/42/reactive');
  });
});
