import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../schemas/vocabulary';
import { isStale, staleConflict } from './use-stale-save';

const schema = {
  type: 'object',
  properties: {
    id: { type: 'integer', readOnly: true },
    name: { type: 'string' },
    address: { type: 'string' },
    note: { type: 'string' },
    phone: { type: 'string' },
    update_date: { type: 'string', readOnly: true },
  },
} as unknown as EntitySchema;

describe('a save refused for a stale version', () => {
  const loaded = { id: 1, name: 'A', address: 'Old street', note: 'old', phone: '0901', update_date: '2026-11-24T10:00:00.000Z' };
  const current = { ...loaded, address: 'New street', phone: '0999', update_date: '2026-11-24T10:05:00.000Z' };

  it('names the form fields the other person changed, and which of them the user changed too', () => {
    const conflict = staleConflict(schema, loaded, current, '"2"', { name: 'A', address: 'Old street', note: 'mine', phone: '0123' });
    expect(conflict.theirs).toEqual(['address', 'phone']);
    expect(conflict.mineToo).toEqual(['phone']);
    expect(conflict.version).toBe('"2"');
  });

  it('keeps mine on top of theirs: their other changes stay, and a field the user emptied stays empty', () => {
    const conflict = staleConflict(schema, loaded, current, '"2"', { name: 'A', address: 'Old street', note: '', phone: '0123' });
    expect(conflict.merged).toEqual({ name: 'A', address: 'New street', phone: '0123' });
    expect(conflict.reloaded).toEqual({ name: 'A', address: 'New street', note: 'old', phone: '0999' });
  });

  it('is a 412 answer', () => {
    expect(isStale({ statusCode: 412, message: '' })).toBe(true);
    expect(isStale({ statusCode: 422, message: '' })).toBe(false);
  });
});
