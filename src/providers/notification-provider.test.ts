import { describe, expect, it } from 'vitest';
import { toastText } from './notification-provider';

describe('toastText', () => {
  it("shows an error's description followed by ' !'", () => {
    expect(toastText({ type: 'error', message: 'Error (status code: 409)', description: 'Tên đăng nhập đã tồn tại' })).toBe(
      'Tên đăng nhập đã tồn tại !',
    );
  });
  it("appends ' !' to every error, as spec §8 words it, even one that ends in '!' already", () => {
    expect(toastText({ type: 'error', message: 'x', description: 'Trường này là bắt buộc !' })).toBe('Trường này là bắt buộc ! !');
  });
  it('falls back to the message when an error has no description', () => {
    expect(toastText({ type: 'error', message: 'Failed to refresh access token' })).toBe('Failed to refresh access token !');
  });
  it('shows a success message as it is', () => {
    expect(toastText({ type: 'success', message: 'Tạo mới Học viên thành công', description: 'Thành công' })).toBe(
      'Tạo mới Học viên thành công',
    );
  });
});
