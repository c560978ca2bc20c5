/**
 * Every field of a typed kind in every schema, as the API takes it: phones as
 * people write them, codes with their punctuation, times with seconds, and birth
 * dates never after the academy's today. Generated over the catalogue, so a new
 * field of one of these kinds is tested with the others.
 */
import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources.config';
import type { PropertySchema } from '../../../schemas/vocabulary';
import { academyInfoSchema } from '../../../schemas/academy-info';
import { asStored } from '../../../schemas/typed-input';
import { DEFAULT_TIME_ZONE } from '../../../domain/time-zones';
import { academyToday } from '../academy-clock';
import { loadCatalogue } from '../catalogue';
import { ApiError } from '../errors';
import { validBody } from './crud-service';
import { buildEntityModel, type EntityModel } from './entity-model';

const catalogue = loadCatalogue();
const scopeOf = (name: string) => resources.find((r) => r.name === name)?.scope;
const models = resources.filter((r) => catalogue[r.name]).map((r) => buildEntityModel(r, catalogue, { scopeOf }));
const t = (key: string) => key;

/** The fields a body's check refuses (the others it lacks aside), each with its message key. */
function refused(model: EntityModel, body: Record<string, unknown>): Record<string, string> {
  try {
    validBody({ t: t as never, academy: { timeZone: DEFAULT_TIME_ZONE } }, model, body, false);
    return {};
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return Object.fromEntries((err.errors ?? []).map((e) => [e.field, e.message]));
  }
}

const fieldsOf = (test: (p: PropertySchema, name: string) => boolean) =>
  models.flatMap((model) =>
    Object.entries(model.writable)
      .filter(([name, p]) => test(p, name))
      .map(([field]) => [model.config.name, field, model] as const),
  );

const phoneFields = fieldsOf((p) => p.format === 'phone');

describe('phone fields', () => {
  it('are every phone of every schema: the phone numbers, the hotlines, the contact numbers', () => {
    const named = fieldsOf((_p, name) => /mobile|phone|primary_contact|contact_number/.test(name));
    expect(phoneFields.map(([r, f]) => `${r}.${f}`).sort()).toEqual(named.map(([r, f]) => `${r}.${f}`).sort());
    expect(phoneFields.length).toBeGreaterThanOrEqual(10);
    expect(academyInfoSchema.properties.primary_contact.format).toBe('phone');
  });

  it.each(phoneFields)('%s.%s takes a number as people type it and keeps it as 0912345678', (_r, field, model) => {
    for (const typed of ['0912 345 678', '0912.345.678', '+84 912 345 678', '84912345678']) {
      expect(refused(model, { [field]: typed })).not.toHaveProperty(field);
      expect(asStored(model.writable[field], typed)).toBe('0912345678');
    }
    expect(refused(model, { [field]: '0912 345 67x' })[field]).toBe('validation.numeric');
  });
});

describe('code fields', () => {
  const codes = fieldsOf((p, name) => name === 'code' && !('pattern' in p));
  it.each(codes)('%s.%s takes hyphens, dots and underscores', (_r, field, model) => {
    expect(model.writable[field].format).toBe('code');
    expect(refused(model, { [field]: 'SP-001.A_2' })).not.toHaveProperty(field);
    expect(refused(model, { [field]: 'SP<001>' })[field]).toBe('validation.code');
  });
});

describe('time fields', () => {
  const clocks = fieldsOf((p) => p.format === 'clock' || JSON.stringify(p).includes('"format":"clock"'));
  it.each(clocks)('%s.%s takes HH:mm:ss as spec §3 words it, kept as HH:mm', (_r, field, model) => {
    const p = model.writable[field];
    const row = p.type === 'array' ? p.items! : p;
    const value = (start: string, end: string) => {
      if (row.format === 'clock') return start;
      const [from, to] = row['x-time-range'] ?? Object.keys(row.properties!).filter((k) => row.properties![k].format === 'clock');
      // The row's other fields filled: its first choice, or a word.
      const others = Object.entries(row.properties!).map(([k, q]) => [
        k,
        q.enum ? q.enum[0] : q.type === 'string' ? 'Khai mạc' : undefined,
      ]);
      const item = { ...Object.fromEntries(others.filter(([, v]) => v !== undefined)), [from]: start, ...(to && { [to]: end }) };
      return p.type === 'array' ? [item] : item;
    };
    expect(refused(model, { [field]: value('17:00:00', '18:30:00') })).not.toHaveProperty(field);
    const stored = JSON.stringify(asStored(p, value('17:00:00', '18:30:00')));
    expect(stored).toContain('"17:00"');
    expect(stored).not.toContain(':00:00');
    if (row['x-time-range']) expect(refused(model, { [field]: value('18:30:00', '17:00') })).toHaveProperty(field);
  });
});

describe('birth dates', () => {
  const births = fieldsOf((_p, name) => /birth/.test(name));
  it('are declared never after today, on every schema that has one', () => {
    expect(births.length).toBeGreaterThanOrEqual(3);
    for (const [resource, field, model] of births)
      expect([resource, field, model.writable[field]['x-not-future']]).toEqual([resource, field, true]);
  });

  it.each(births)("%s.%s refuses a day after the academy's today and takes today", (_r, field, model) => {
    const today = academyToday(DEFAULT_TIME_ZONE);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(refused(model, { [field]: tomorrow })[field]).toBe('validation.futureDate');
    expect(refused(model, { [field]: today })).not.toHaveProperty(field);
  });
});
