import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import FeedbackModal from './FeedbackModal';

function renderModal() {
  const onClose = vi.fn();
  render(
    <AntdApp>
      <FeedbackModal open onClose={onClose} />
    </AntdApp>,
  );
  return { onClose };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Gửi góp ý' }));

// antd's form and upload are slow to mount in jsdom, more so while the whole suite runs.
describe('FeedbackModal', { timeout: 20_000 }, () => {
  it('requires every field but the attachments', async () => {
    const { onClose } = renderModal();
    submit();
    await waitFor(() => expect(screen.getAllByText('Trường này là bắt buộc !')).toHaveLength(6));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('checks the email, the mobile and the domain formats', async () => {
    renderModal();
    type('Email', 'not-an-email');
    type('Số điện thoại', '09x123');
    type('Tên miền', '-bad-');
    submit();
    expect(await screen.findByText('Email không hợp lệ !')).toBeTruthy();
    expect(screen.getByText('Trường này chỉ được nhập chữ số !')).toBeTruthy();
    expect(screen.getByText('Tên miền không hợp lệ !')).toBeTruthy();
  });

  it('shows the host suffix after the domain', () => {
    renderModal();
    expect(screen.getByText(`.${window.location.hostname}`)).toBeTruthy();
  });

  it('thanks the user and closes when everything is valid, without any request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { onClose } = renderModal();
    type('Họ và tên', 'Nguyễn Văn A');
    type('Email', 'a@example.com');
    type('Số điện thoại', '0912345678');
    type('Tên miền', 'demo');
    type('Nội dung', 'Cần thêm báo cáo theo tháng');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Chủ đề' }));
    fireEvent.click(await screen.findByText('Báo lỗi'));
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Cảm ơn bạn đã góp ý!')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
