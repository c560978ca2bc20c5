import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { errorText, toHttpError } from './http-error';

function failed(status: number, data: unknown) {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  return new AxiosError('Request failed with status code ' + status, 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

describe('spec §8 error text', () => {
  it('prefers the response message', () => {
    expect(errorText(failed(409, { success: false, message: 'Tên đã tồn tại', errors: [{ field: 'name', message: 'x' }] }))).toBe(
      'Tên đã tồn tại',
    );
  });
  it('then the OAuth error_description', () => {
    expect(errorText(failed(400, { error: 'invalid_grant', error_description: 'Incorrect username or password' }))).toBe(
      'Incorrect username or password',
    );
  });
  it('then the first errors message', () => {
    expect(
      errorText(failed(422, { success: false, message: '', errors: [{ field: 'mobile', message: 'Số điện thoại không hợp lệ' }] })),
    ).toBe('Số điện thoại không hợp lệ');
  });
  it("then the error's own message", () => {
    expect(errorText(failed(502, '<html>Bad gateway</html>'))).toBe('Request failed with status code 502');
    expect(errorText(new Error('Network Error'))).toBe('Network Error');
  });
});

describe('toHttpError', () => {
  it('keeps the status, the code and the first error per field', () => {
    const error = toHttpError(
      failed(422, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Dữ liệu không hợp lệ',
        errors: [
          { field: 'name', message: 'Trường này là bắt buộc !' },
          { field: 'name', message: 'second' },
          { field: 'mobile', message: 'Nhập ít nhất 9 ký tự !' },
        ],
      }),
    );
    expect(error).toEqual({
      message: 'Dữ liệu không hợp lệ',
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      errors: { name: 'Trường này là bắt buộc !', mobile: 'Nhập ít nhất 9 ký tự !' },
    });
  });
});
