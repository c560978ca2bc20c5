/**
 * The image grid on a stored record: files are checked and cut before any
 * call, one multipart call carries `files` + `filesIndex`, a replacement names
 * the image it replaces, and a delete waits for the confirm.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../http/client';
import '../i18n/i18n';
import { MAX_IMAGE_BYTES, type RecordImage } from '../lib/image-items';
import { ImageGrid } from './ImageGrid';

vi.mock('../http/client', () => ({ http: { post: vi.fn(), delete: vi.fn() } }));
const post = vi.mocked(http.post);
const remove = vi.mocked(http.delete);

const stored = (n: number): RecordImage[] =>
  Array.from({ length: n }, (_, i) => ({ id: `img-${i}`, url: `/statics/${i}.png`, file_index: i }));
const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const answer = (images: RecordImage[]) => ({ data: { success: true, message: 'OK', data: { id: 7, images } } });

function renderGrid(images: RecordImage[]) {
  const onSaved = vi.fn();
  const { container } = render(
    // Without motion, removed tiles leave at once instead of after an animation jsdom never ends.
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <ImageGrid
          images={images}
          uploadPath="/admin/products/7/upload-images"
          removePath={(ids) => `/admin/products/7/images/${ids.join(',')}`}
          onSaved={onSaved}
        />
      </App>
    </ConfigProvider>,
  );
  const choose = (...files: File[]) => fireEvent.change(container.querySelector('input[type=file]')!, { target: { files } });
  const tiles = () => container.querySelectorAll('.ant-upload-list-item-container');
  return { container, choose, tiles, onSaved };
}

describe('the image grid', () => {
  beforeEach(() => {
    post.mockReset();
    remove.mockReset();
  });

  it('shows the stored images in order with the hint', () => {
    const { container } = renderGrid([...stored(2)].reverse());
    expect([...container.querySelectorAll('.ant-upload-list-item-image')].map((img) => img.getAttribute('src'))).toEqual([
      '/statics/0.png',
      '/statics/1.png',
    ]);
    expect(screen.getByText('JPG, PNG, SVG · dưới 5MB')).toBeTruthy();
  });

  it('refuses a file of 5MB and a .gif before any call', async () => {
    const { choose, tiles } = renderGrid(stored(1));
    choose(png('big.png', MAX_IMAGE_BYTES));
    expect(await screen.findByText('Ảnh phải nhỏ hơn 5MB !')).toBeTruthy();
    choose(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Chỉ nhận ảnh .jpg, .jpeg, .png hoặc .svg !')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    expect(tiles()).toHaveLength(1);
  });

  it('cuts extra files to the free slots and sends them with their positions', async () => {
    let finish!: (value: unknown) => void;
    post.mockReturnValue(new Promise((resolve) => (finish = resolve)) as never);
    const { choose, tiles, onSaved } = renderGrid(stored(3));
    choose(png('a.png'), png('b.png'), png('c.png'), png('d.png'));

    expect(await screen.findByText('Tối đa 5 ảnh !')).toBeTruthy();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [path, form] = post.mock.calls[0] as [string, FormData];
    expect(path).toBe('/admin/products/7/upload-images');
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
    expect(form.get('filesIndex')).toBe('3,4');
    // The chosen files show as uploading tiles until the answer comes.
    expect(tiles()).toHaveLength(5);
    expect(document.querySelectorAll('.ant-upload-list-item-uploading')).toHaveLength(2);

    finish(answer(stored(5)));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 7, images: stored(5) }));
    expect(document.querySelectorAll('.ant-upload-list-item-uploading')).toHaveLength(0);
    expect(tiles()).toHaveLength(5);
  });

  it('drops the chosen files and says why when the server refuses them', async () => {
    post.mockRejectedValue({ message: 'Dữ liệu không hợp lệ', statusCode: 422, errors: { files: 'Ảnh phải nhỏ hơn 5MB !' } });
    const { choose, tiles } = renderGrid(stored(1));
    choose(png('a.png'));
    // Spec §8: an error toast ends in ' !' whatever the text.
    expect(await screen.findByText('Ảnh phải nhỏ hơn 5MB ! !')).toBeTruthy();
    await waitFor(() => expect(tiles()).toHaveLength(1));
  });

  it('replaces an image in its place, naming the one it replaces in the same call', async () => {
    post.mockResolvedValue(answer([stored(3)[0], { id: 'img-new', url: '/statics/new.png', file_index: 1 }, stored(3)[2]]));
    const { container, tiles, onSaved } = renderGrid(stored(3));
    fireEvent.click(container.querySelectorAll('[aria-label="Thay ảnh"]')[1]);
    fireEvent.change(screen.getByTestId('image-replace'), { target: { files: [png('new.png')] } });

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [path, form] = post.mock.calls[0] as [string, FormData];
    expect(path).toBe('/admin/products/7/upload-images');
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['new.png']);
    expect(form.get('filesIndex')).toBe('1');
    expect(form.get('replaces')).toBe('img-1');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(tiles()).toHaveLength(3);
  });

  it('deletes an image only after the confirm', async () => {
    remove.mockResolvedValue(answer([{ ...stored(2)[1], file_index: 0 }]));
    const { container, tiles, onSaved } = renderGrid(stored(2));
    fireEvent.click(container.querySelectorAll('button[title="Remove file"]')[0]);
    expect(await screen.findByText('Xoá ảnh này?')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/admin/products/7/images/img-0'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(tiles()).toHaveLength(1);
  });
});
