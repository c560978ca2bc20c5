import { describe, expect, it } from 'vitest';
import {
  addFiles,
  deletedIds,
  fromRemote,
  imageProblem,
  keptItems,
  MAX_IMAGE_BYTES,
  removeItem,
  renumber,
  replaceItem,
} from './image-items';

const stored = fromRemote([
  { id: 'b', url: '/statics/b.png', file_index: 1 },
  { id: 'a', url: '/statics/a.png', file_index: 0 },
]);
const file = (name: string, size = 10, type = '') => new File([new Uint8Array(size)], name, { type });

describe('image items (spec §4)', () => {
  it('reads stored images in their order', () => {
    expect(stored.map((item) => [item.id, item.fileIndex])).toEqual([
      ['a', 0],
      ['b', 1],
    ]);
  });

  it('adds chosen files after the kept images, cut to the free slots', () => {
    const { items, added, cut } = addFiles(stored, [file('1.png'), file('2.png'), file('3.png'), file('4.png')]);
    expect(added.map((item) => item.fileIndex)).toEqual([2, 3, 4]);
    expect(cut).toBe(1);
    expect(items).toHaveLength(5);
    expect(new Set(items.map((item) => item.uid)).size).toBe(5);
  });

  it('counts only kept images against the limit', () => {
    const { added, cut } = addFiles(removeItem(stored, 'a'), [file('1.png'), file('2.png')], 3);
    expect(added.map((item) => item.fileIndex)).toEqual([1, 2]);
    expect(cut).toBe(0);
  });

  it('marks a removed stored image deleted and keeps it in the list', () => {
    const items = removeItem(stored, 'a');
    expect(items).toHaveLength(2);
    expect(items.find((item) => item.id === 'a')?.delete).toBe(true);
    expect(keptItems(items).map((item) => item.id)).toEqual(['b']);
    expect(deletedIds(items)).toEqual(['a']);
  });

  it('drops a removed local file', () => {
    const { items, added } = addFiles(stored, [file('new.png')]);
    expect(removeItem(items, added[0].uid)).toEqual(stored);
  });

  it('renumbers every image by its place, deleted ones first, so no two share a fileIndex', () => {
    const { items } = addFiles(stored, [file('c.png')]);
    const renumbered = renumber(removeItem(items, 'a'));
    expect(renumbered.map((item) => [item.id ?? item.file?.name, item.delete ?? false, item.fileIndex])).toEqual([
      ['a', true, 0],
      ['b', false, 1],
      ['c.png', false, 2],
    ]);
  });

  it('replaces a stored image: the old one marked deleted, the new file in its place', () => {
    const { items, added } = replaceItem(stored, 'b', file('new.png'));
    expect(added.fileIndex).toBe(1);
    expect(items.find((item) => item.id === 'b')?.delete).toBe(true);
    expect(keptItems(items).map((item) => item.id ?? item.file?.name)).toEqual(['a', 'new.png']);
    expect(deletedIds(items)).toEqual(['b']);
  });

  it('replaces a file not stored yet by dropping it', () => {
    const { items: withLocal, added: local } = addFiles(stored, [file('c.png')]);
    const { items } = replaceItem(withLocal, local[0].uid, file('d.png'));
    expect(items.map((item) => item.id ?? item.file?.name)).toEqual(['a', 'b', 'd.png']);
  });

  it('accepts jpg, jpeg, png and svg under 5MB only', () => {
    expect(imageProblem(file('a.JPG', 10, 'image/jpeg'))).toBeUndefined();
    expect(imageProblem(file('a.jpeg'))).toBeUndefined();
    expect(imageProblem(file('logo.svg', 10, 'image/svg+xml'))).toBeUndefined();
    expect(imageProblem(file('anim.gif', 10, 'image/gif'))).toBe('imageType');
    expect(imageProblem(file('fake.png', 10, 'image/gif'))).toBe('imageType');
    expect(imageProblem(file('big.png', MAX_IMAGE_BYTES))).toBe('imageTooLarge');
    expect(imageProblem(file('fits.png', MAX_IMAGE_BYTES - 1))).toBeUndefined();
  });
});
