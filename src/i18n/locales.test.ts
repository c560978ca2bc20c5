import { describe, expect, it } from 'vitest';
import en from '../../domain/i18n/en.json';
import vi from '../../domain/i18n/vi.json';
import teacherEn from '../../domain/i18n/teacher/en.json';
import teacherVi from '../../domain/i18n/teacher/vi.json';
import parentEn from '../../domain/i18n/parent/en.json';
import parentVi from '../../domain/i18n/parent/vi.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

describe.each([
  ['admin app', vi, en],
  ["teachers' app", teacherVi, teacherEn],
  ["parents' app", parentVi, parentEn],
])('the vi and en resources of the %s', (_app, viTree, enTree) => {
  const viKeys = flatten(viTree as Tree);
  const enKeys = flatten(enTree as Tree);

  it('name the same keys, so no screen shows a raw key in either language', () => {
    expect(Object.keys(enKeys).filter((k) => !(k in viKeys))).toEqual([]);
    expect(Object.keys(viKeys).filter((k) => !(k in enKeys))).toEqual([]);
  });

  it('have no empty text and the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(viKeys)) {
      expect(text.trim(), key).not.toBe('');
      const vars = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();
      expect(vars(enKeys[key]), key).toEqual(vars(text));
    }
  });
});
