import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it, vi } from 'vitest';
import { extendAjv } from './vocabulary';

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
