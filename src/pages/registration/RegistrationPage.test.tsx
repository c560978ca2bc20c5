import { Refine, type DataProvider, type NotificationProvider } from '@refinedev/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import vi_ from '../../../domain/i18n/vi.json';
import RegistrationPage from './RegistrationPage';

const t = vi_.registration;
const branches = [
  { id: 1, name: 'Cơ sở Cầu Giấy', address: '1 Cầu Giấy', schedules: [{ day_of_week: '1', start_time: '17:00', end_time: '18:30' }] },
  { id: 2, name: 'Cơ sở Long Biên', address: '2 Long Biên', schedules: [{ day_of_week: '7', start_time: '08:00', end_time: '09:30' }] },
];

type Post = (payload: unknown) => Promise<{ data: unknown }>;

function renderPage(post: Post) {
  const custom = vi.fn(async ({ url, payload }: { url: string; payload?: unknown; query?: unknown }) => {
    if (url === '/public/settings') return { data: { academy: { id: 7, name: 'Học viện Demo' } } };
    if (url === '/public/branches/eras') return { data: branches };
    return post(payload);
  });
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
  const notificationProvider: NotificationProvider = { open: vi.fn(), close: vi.fn() };
  render(
    <MemoryRouter>
      <AntdApp>
        <Refine dataProvider={dataProvider} notificationProvider={notificationProvider} options={{ disableTelemetry: true }}>
          <RegistrationPage />
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
  return { custom, toast: notificationProvider.open };
}

// Validation and rendering are slow on a cold jsdom.
const SLOW = { timeout: 5_000 };

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: t.submit }));

async function chooseBranch(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: t.branch }));
  const options = await screen.findAllByText(name, {}, SLOW);
  fireEvent.click(options[options.length - 1]);
}

async function fillValid() {
  type(t.childName, 'Nguyễn Minh An');
  const birth = screen.getByLabelText(t.dateOfBirth);
  fireEvent.mouseDown(birth);
  fireEvent.change(birth, { target: { value: '09/03/2016' } });
  fireEvent.keyDown(birth, { key: 'Enter', keyCode: 13 });
  await chooseBranch('Cơ sở Cầu Giấy');
  fireEvent.click(await screen.findByLabelText('Thứ 2 | 17:00 - 18:30', {}, SLOW));
  type(t.parentName, 'Nguyễn Văn Bình');
  type(t.mobile, '0912345678');
  type(t.address, '12 Trần Duy Hưng');
}

// antd's form and pickers are slow to mount in jsdom, more so while the whole suite runs.
describe('the free-trial registration', { timeout: 30_000 }, () => {
  it('shows the academy and requires every field but the note', async () => {
    renderPage(vi.fn());
    expect(await screen.findByText('Học viện Demo')).toBeTruthy();
    submit();
    await waitFor(() => expect(screen.getAllByText(vi_.validation.required)).toHaveLength(7), SLOW);
  });

  it("asks for the branches of the academy the public settings name (spec §9's academyId)", async () => {
    const { custom } = renderPage(vi.fn());
    await chooseBranch('Cơ sở Cầu Giấy');
    expect(custom).toHaveBeenCalledWith(expect.objectContaining({ url: '/public/branches/eras', query: { academyId: 7 } }));
  });

  it('takes only letters in names and only digits in the phone', async () => {
    renderPage(vi.fn());
    type(t.childName, 'Bé 123');
    type(t.parentName, 'Bố@');
    type(t.mobile, '09x1234567');
    submit();
    await waitFor(() => expect(screen.getAllByText(vi_.validation.alpha)).toHaveLength(2), SLOW);
    expect(screen.getByText(vi_.validation.numeric)).toBeTruthy();
  });

  it("offers the chosen branch's slots and starts over when the branch changes", async () => {
    renderPage(vi.fn());
    expect(await screen.findByText(t.pickBranchFirst)).toBeTruthy();
    await chooseBranch('Cơ sở Cầu Giấy');
    const monday = (await screen.findByLabelText('Thứ 2 | 17:00 - 18:30', {}, SLOW)) as HTMLInputElement;
    fireEvent.click(monday);
    expect(monday.checked).toBe(true);
    await chooseBranch('Cơ sở Long Biên');
    expect(await screen.findByLabelText('Chủ nhật | 08:00 - 09:30', {}, SLOW)).toBeTruthy();
    expect(screen.queryByLabelText('Thứ 2 | 17:00 - 18:30')).toBeNull();
    submit();
    const slots = screen.getByText(t.schedules).closest('.ant-form-item') as HTMLElement;
    expect(await within(slots).findByText(vi_.validation.required, {}, SLOW)).toBeTruthy();
  });

  it("puts a 422's errors on their fields without a toast", async () => {
    const post = vi.fn<Post>(() =>
      Promise.reject({ statusCode: 422, message: 'Dữ liệu không hợp lệ', errors: { mobile: 'Số điện thoại đã được đăng ký !' } }),
    );
    const { toast } = renderPage(post);
    await fillValid();
    submit();
    expect(await screen.findByText('Số điện thoại đã được đăng ký !', {}, SLOW)).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({ date_of_birth: '2016-03-09', schedules: [{ day_of_week: '1', start_time: '17:00', end_time: '18:30' }] }),
    );
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows any other failure as a toast', async () => {
    const { toast } = renderPage(() => Promise.reject({ statusCode: 500, message: 'Máy chủ bận' }));
    await fillValid();
    submit();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', description: 'Máy chủ bận' })), SLOW);
  });

  it('thanks the parent, then offers an empty form for another child', async () => {
    renderPage(async () => ({ data: { id: 9 } }));
    await fillValid();
    submit();
    expect(await screen.findByText(t.success, {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.another }));
    expect(((await screen.findByLabelText(t.childName)) as HTMLInputElement).value).toBe('');
  });
});
