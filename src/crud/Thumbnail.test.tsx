/** A list row's picture and the registry paths behind a record's pictures. */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarPath, imagePaths, initialOf, pictureKind, pictureUrl } from './record-media';
import { Thumbnail } from './Thumbnail';

const product = {
  id: 7,
  name: 'Áo đấu',
  images: [
    { id: 'b', url: '/statics/b.png', file_index: 1 },
    { id: 'a', url: '/statics/a.svg', file_index: 0 },
  ],
};

describe('record pictures from the registry', () => {
  it('names the upload and delete paths of a resource with images, and the avatar path of a person', () => {
    const paths = imagePaths('products', 7)!;
    expect(paths.upload).toBe('/admin/products/7/upload-images');
    expect(paths.remove(['a', 'b'])).toBe('/admin/products/7/images/a,b');
    expect(imagePaths('events', 3)?.remove(['a'])).toBe('/admin/events/3/static-files/a');
    expect(avatarPath('players', 9)).toBe('/players/9/upload-avatar');
    expect(imagePaths('classes', 1)).toBeUndefined();
    expect(avatarPath('products', 7)).toBeUndefined();
    expect([pictureKind('players'), pictureKind('rewards'), pictureKind('classes')]).toEqual(['avatar', 'images', undefined]);
  });

  it('picks the avatar, else the first image by file_index', () => {
    expect(pictureUrl(product)).toBe('/statics/a.svg');
    expect(pictureUrl({ id: 1, avatar: '/statics/me.jpg' })).toBe('/statics/me.jpg');
    expect(pictureUrl({ id: 1, images: null })).toBeUndefined();
  });

  it('takes the initial of the given name, which ends a Vietnamese name', () => {
    expect(initialOf('Nguyễn Văn an')).toBe('A');
    expect(initialOf('  ')).toBe('');
  });
});

describe('the list thumbnail', () => {
  const img = (container: HTMLElement) => container.querySelector('img');

  it('shows a product’s first image as a 40px square', () => {
    const { container } = render(<Thumbnail resource="products" record={product} />);
    expect(img(container)?.getAttribute('src')).toBe('/statics/a.svg');
    expect(container.querySelector('.ant-avatar-square.ant-avatar')?.getAttribute('style')).toContain('width: 40px');
  });

  it('shows a picture icon for a product without images', () => {
    const { container } = render(<Thumbnail resource="products" record={{ id: 8, name: 'Bóng' }} />);
    expect(img(container)).toBeNull();
    expect(container.querySelector('.anticon-picture')).not.toBeNull();
  });

  it('shows a person’s photo round, or the initial without one', () => {
    expect(
      img(render(<Thumbnail resource="players" record={{ id: 1, name: 'Lê Minh', avatar: '/statics/me.png' }} />).container)?.getAttribute(
        'src',
      ),
    ).toBe('/statics/me.png');
    const { container } = render(<Thumbnail resource="players" record={{ id: 2, name: 'Trần Thị Hoa' }} />);
    expect(container.querySelector('.ant-avatar-circle')?.textContent).toBe('H');
  });
});
