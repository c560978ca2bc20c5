/**
 * The pictures of a show page come from the registry alone: a person gets the
 * photo block, a product the images card, a class neither.
 */
import { Refine, type DataProvider } from '@refinedev/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { http } from '../http/client';
import '../i18n/i18n';
import { RecordMedia } from './RecordMedia';

vi.mock('../http/client', () => ({ http: { post: vi.fn(), delete: vi.fn() } }));
const post = vi.mocked(http.post);

function renderMedia(resource: string, record: object) {
  const dataProvider = { getApiUrl: () => '/v1/api', getOne: vi.fn(async () => ({ data: record })) };
  return render(
    <App>
      <Refine dataProvider={dataProvider as unknown as DataProvider} options={{ disableTelemetry: true }}>
        <RecordMedia resource={resource} record={record as { id: number }} />
      </Refine>
    </App>,
  );
}

describe('the pictures of a show page', () => {
  it('gives a player without a photo the initial and uploads a chosen photo as `file`', async () => {
    post.mockResolvedValue({ data: { data: { id: 9, avatar: '/statics/me.png' } } });
    const { container } = renderMedia('players', { id: 9, name: 'Phạm Gia Bảo' });
    expect(container.querySelector('.ant-avatar')?.textContent).toBe('B');
    expect(screen.getByRole('button', { name: /Thêm ảnh/ })).toBeTruthy();

    const photo = new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [photo] } });
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [path, form] = post.mock.calls[0] as [string, FormData];
    expect(path).toBe('/players/9/upload-avatar');
    expect((form.get('file') as File).name).toBe('me.png');
  });

  it('refuses a .gif photo before any call', async () => {
    post.mockClear();
    const { container } = renderMedia('managers', { id: 4, name: 'Võ Thu', avatar: '/statics/old.png' });
    expect(screen.getByRole('button', { name: /Đổi ảnh/ })).toBeTruthy();
    fireEvent.change(container.querySelector('input[type=file]')!, {
      target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('Chỉ nhận ảnh .jpg, .jpeg, .png hoặc .svg !')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('gives a product the images card and a class nothing', () => {
    renderMedia('products', { id: 7, name: 'Áo đấu', images: [{ id: 'a', url: '/statics/a.png', file_index: 0 }] });
    expect(screen.getByText('Hình ảnh')).toBeTruthy();
    expect(renderMedia('classes', { id: 1, name: 'U10' }).container.textContent).toBe('');
  });
});
