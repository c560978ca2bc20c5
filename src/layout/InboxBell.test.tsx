/**
 * The header's bell: each item is a real button inside its list item, a mark
 * that fails says so in the user's language, and "Mark all read" shows it is working.
 */
import { Refine, type AuthProvider, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import vi_ from '../../domain/i18n/vi.json';
import { INBOX_FEATURE } from '../../domain/inbox';
import { InboxBell } from './InboxBell';

const item = {
  kind: 'registration',
  record_id: 5,
  resource: 'practices',
  title: 'Đăng ký học thử mới: Phạm Gia Bảo',
  at: '2026-11-20T08:00:00Z',
  read: false,
};
const authProvider: AuthProvider = {
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: true }),
  onError: async () => ({}),
  getIdentity: async () => ({ id: 1, name: 'Admin', features: [INBOX_FEATURE] }),
};

/** `marked` answers the POSTs that mark items read. */
function renderBell(marked: () => Promise<unknown>) {
  const custom = vi.fn(async ({ method }: { method: string }) =>
    method === 'get' ? { data: { unread_count: 1, items: [item] } } : marked(),
  );
  const unused = vi.fn();
  const dataProvider = {
    getApiUrl: () => '',
    getList: unused,
    getOne: unused,
    create: unused,
    update: unused,
    deleteOne: unused,
    custom,
  } as unknown as DataProvider;
  render(
    <MemoryRouter>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          authProvider={authProvider}
          routerProvider={routerProvider}
          resources={[{ name: 'practices', show: '/practices/:id' }]}
          options={{ disableTelemetry: true }}
        >
          <InboxBell />
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
  return custom;
}

const openBell = async () => fireEvent.click(await screen.findByRole('button', { name: vi_.inbox.open.replace('{{count}}', '1') }));

describe('the inbox bell', () => {
  it('opens an item from a button inside its list item, and says so when marking it read fails', async () => {
    const custom = renderBell(() => Promise.reject({ statusCode: 503, message: 'Service Unavailable' }));
    await openBell();
    const row = await screen.findByRole('listitem');
    const open = within(row).getByRole('button', { name: new RegExp(item.title) });
    expect(open.getAttribute('aria-label')).toBeNull();
    expect(within(open).getByRole('img', { name: vi_.inbox.kinds.registration })).toBeTruthy();
    expect(within(open).getByRole('img', { name: vi_.inbox.unread })).toBeTruthy();

    fireEvent.click(open);
    expect(await screen.findByText(vi_.inbox.markFailed)).toBeTruthy();
    expect(custom).toHaveBeenCalledWith(expect.objectContaining({ method: 'post', url: '/admin/inbox/read' }));
  });

  it('shows "Mark all read" loading while it runs', async () => {
    let done = (_: unknown) => {};
    renderBell(() => new Promise((resolve) => (done = resolve)));
    await openBell();
    const markAll = await screen.findByRole('button', { name: vi_.inbox.markAllRead });
    await waitFor(() => expect((markAll as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(markAll);
    await waitFor(() => expect(markAll.className).toContain('ant-btn-loading'));
    done({ data: {} });
    await waitFor(() => expect(markAll.className).not.toContain('ant-btn-loading'));
  });
});
