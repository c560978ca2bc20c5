import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it, vi } from 'vitest';
import { extendAjv } from './vocabulary';
import { audienceFields, buildCatalogue, parentOwner } from './catalogue';

const labelled = (label: unknown) => ({ type: 'object', properties: { name: { type: 'string', 'x-label': label } } });

describe('extendAjv', () => {
  it("compiles none of our keywords' checks to extend an instance: each is compiled once, when a schema first uses it", () => {
    extendAjv(new Ajv2020({ strict: true }));
    const ajv = new Ajv2020({ strict: true });
    const compile = vi.spyOn(ajv, 'compile');
    extendAjv(ajv);
    expect(compile).not.toHaveBeenCalled();
  });

  it('refuses an ill-formed annotation on every instance it extends, naming the keyword', () => {
    for (const ajv of [extendAjv(new Ajv2020({ strict: true })), extendAjv(new Ajv2020({ strict: false, allErrors: true }))]) {
      expect(() => ajv.compile(labelled({ vi: 'Tên' }))).toThrow(/keyword "x-label" value is invalid.*must have required property 'en'/);
      expect(() => ajv.compile(labelled({ vi: 'Tên', en: 'Name' }))).not.toThrow();
    }
  });
});

describe('x-audiences: what a phone app’s audience may read', () => {
  const entity = (properties: Record<string, object>, root: object = {}) => ({
    $id: 'things',
    type: 'object',
    'x-label': { vi: 'Vật', en: 'Things' },
    'x-label-one': { vi: 'Vật', en: 'Thing' },
    'x-title': 'name',
    'x-list': { columns: ['name'], sort: 'name:asc' },
    properties: { name: { type: 'string', 'x-audiences': ['teacher'] }, ...properties },
    ...root,
  });

  it('names known audiences only', () => {
    const ajv = extendAjv(new Ajv2020({ strict: true }));
    expect(() => ajv.compile({ type: 'object', properties: { name: { type: 'string', 'x-audiences': ['player'] } } })).toThrow(
      /x-audiences/,
    );
    expect(() => ajv.compile({ type: 'object', properties: { name: { type: 'string', 'x-audiences': ['teacher'] } } })).not.toThrow();
  });

  it('gives an audience money only on its own records, and nothing kept from office roles', () => {
    const fee = { type: 'integer', 'x-widget': 'money', 'x-audiences': ['teacher'] };
    expect(() => buildCatalogue([entity({ fee })])).toThrow(/"fee" is money/);
    expect(() => buildCatalogue([entity({ fee, owner: { type: 'integer' } }, { 'x-audience-own': { teacher: 'owner' } })])).not.toThrow();
    expect(() => buildCatalogue([entity({ salary: { type: 'integer', 'x-roles': ['admin'], 'x-audiences': ['teacher'] } })])).toThrow(
      /no audience may read it/,
    );
    expect(audienceFields(buildCatalogue([entity({ secret: { type: 'string' } })]).things, 'teacher')).toEqual(['name']);
  });

  it("gives a parent only rows of their family: a field referring to their children, their children's classes or branches", () => {
    const owners = ['players', 'classes', 'branches'].map((name) => ({ ...entity({}), $id: name }));
    const fee = (root: object, owner: object = { type: 'integer', 'x-ref': 'players' }) =>
      buildCatalogue([
        ...owners,
        entity({ id: { type: 'integer' }, owner, amount: { type: 'integer', 'x-widget': 'money', 'x-audiences': ['parent'] } }, root),
      ]);
    expect(() => fee({ 'x-audience-own': { parent: 'owner' } })).not.toThrow();
    expect(() => fee({ 'x-audience-own': { parent: 'owner' } }, { type: 'integer', 'x-ref': 'classes' })).not.toThrow();
    expect(() => fee({ 'x-audience-own': { parent: 'owner' } }, { type: 'integer', 'x-ref': 'things' })).toThrow(
      /must be a field referring to players, classes, branches/,
    );
    expect(() => fee({ 'x-audience-own': { parent: 'owner' } }, { type: 'integer' })).toThrow(/must be a field referring/);
    expect(() => fee({ 'x-audience-own': { parent: 'id' } })).toThrow(/must be a field referring/);
    expect(() => fee({})).toThrow(/"amount" is money/);
    const children = { ...entity({ id: { type: 'integer', 'x-audiences': ['parent'] } }, { 'x-audience-own': { parent: 'id' } }) };
    expect(() => buildCatalogue([...owners.slice(1), { ...children, $id: 'players' }])).not.toThrow();
    expect(() => buildCatalogue([entity({ note: { type: 'string', 'x-audiences': ['parent'] } })])).toThrow(
      /name them with x-audience-own.parent/,
    );
  });

  it('gives every family the academy’s rows ("academy"): those published, through their x-valid-until day, and no money', () => {
    const active = { type: 'integer', enum: [1, 0] };
    const news = (properties: Record<string, object>, root: object = {}) =>
      buildCatalogue([
        entity(
          { title: { type: 'string', 'x-audiences': ['parent'] }, ...properties },
          { 'x-audience-own': { parent: 'academy' }, ...root },
        ),
      ]);
    const catalogue = news({ auditing_status: active });
    expect(parentOwner(catalogue.things)).toBe('academy');
    expect(() => news({})).toThrow(/read while published: it needs an auditing_status/);
    expect(() => news({ auditing_status: active, price: { type: 'integer', 'x-widget': 'money', 'x-audiences': ['parent'] } })).toThrow(
      /"price" is money/,
    );
    const until = { 'x-valid-until': 'ends' };
    expect(() => news({ auditing_status: active, ends: { type: 'string', format: 'date' } }, until)).not.toThrow();
    expect(() => news({ auditing_status: active, ends: { type: 'string' } }, until)).toThrow(
      /x-valid-until names "ends", which is not a date/,
    );
    expect(() => news({ auditing_status: active }, until)).toThrow(/x-valid-until names "ends", which is not a property/);
  });
});
