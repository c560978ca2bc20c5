import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import vi from './i18n/vi.json';
import { validationMessage } from './validation-messages';

/** A minimal i18next-style lookup: dotted keys, {{var}} interpolation. */
function translator(resources: Record<string, unknown>) {
  return (key: string, vars: Record<string, unknown> = {}) => {
    const template = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources);
    if (typeof template !== 'string') throw new Error(`missing key ${key}`);
    return template.replace(/\{\{(\w+)\}\}/g, (_, name) => String(vars[name]));
  };
}

const cases: Array<[string, { keyword: string; params: Record<string, unknown> }, string, string]> = [
  ['required', { keyword: 'required', params: { missingProperty: 'name' } }, 'This field is required !', 'Trường này là bắt buộc !'],
  ['minLength', { keyword: 'minLength', params: { limit: 3 } }, 'Enter characters at least 3 !', 'Nhập ít nhất 3 ký tự !'],
  ['minLength default', { keyword: 'minLength', params: {} }, 'Enter characters at least 2 !', 'Nhập ít nhất 2 ký tự !'],
  ['maxLength', { keyword: 'maxLength', params: { limit: 100 } }, 'Enter characters at most 100 !', 'Nhập tối đa 100 ký tự !'],
  ['maxLength default', { keyword: 'maxLength', params: {} }, 'Enter characters at most 10 !', 'Nhập tối đa 10 ký tự !'],
  [
    'minimum',
    { keyword: 'minimum', params: { limit: 0, comparison: '>=' } },
    'Enter a value of at least 0 !',
    'Nhập giá trị tối thiểu là 0 !',
  ],
  [
    'maximum',
    { keyword: 'maximum', params: { limit: 999999999999, comparison: '<=' } },
    'Enter a value of at most 999.999.999.999 !',
    'Nhập giá trị tối đa là 999.999.999.999 !',
  ],
  ['type integer', { keyword: 'type', params: { type: 'integer' } }, 'Enter a number !', 'Vui lòng nhập số !'],
  ['type string', { keyword: 'type', params: { type: 'string' } }, 'Invalid value !', 'Giá trị không hợp lệ !'],
  [
    'enum',
    { keyword: 'enum', params: { allowedValues: [1, 0] } },
    'Choose a value from the list !',
    'Vui lòng chọn một giá trị trong danh sách !',
  ],
  ['email', { keyword: 'format', params: { format: 'email' } }, 'Invalid email !', 'Email không hợp lệ !'],
  ['domain', { keyword: 'format', params: { format: 'domain' } }, 'Invalid domain !', 'Tên miền không hợp lệ !'],
  ['uri', { keyword: 'format', params: { format: 'uri' } }, 'Invalid URL !', 'URL không hợp lệ !'],
  ['date', { keyword: 'format', params: { format: 'date' } }, 'Invalid date !', 'Ngày không hợp lệ !'],
  ['date-time', { keyword: 'format', params: { format: 'date-time' } }, 'Invalid date !', 'Ngày không hợp lệ !'],
  ['time', { keyword: 'format', params: { format: 'time' } }, 'Invalid time !', 'Thời gian không hợp lệ !'],
  [
    'no-special',
    { keyword: 'format', params: { format: 'no-special' } },
    'Cannot enter special characters !',
    'Không được nhập ký tự đặc biệt !',
  ],
  [
    'alpha',
    { keyword: 'format', params: { format: 'alpha' } },
    'This is a field where only alphabetic characters are entered !',
    'Trường này chỉ được nhập chữ cái !',
  ],
  [
    'numeric',
    { keyword: 'format', params: { format: 'numeric' } },
    'This is a field where only numeric characters are entered !',
    'Trường này chỉ được nhập chữ số !',
  ],
  [
    'alphanumeric',
    { keyword: 'format', params: { format: 'alphanumeric' } },
    'This is a field where only alphanumeric characters are entered !',
    'Trường này chỉ được nhập chữ cái và chữ số !',
  ],
  ['unknown format', { keyword: 'format', params: { format: 'ipv4' } }, 'Invalid value !', 'Giá trị không hợp lệ !'],
  ['confirm password', { keyword: 'confirmPassword', params: {} }, 'Confirm password not matched !', 'Mật khẩu xác nhận không khớp !'],
  [
    'time range',
    { keyword: 'timeRange', params: {} },
    'Invalid Range Start - End Time !',
    'Khoảng thời gian Bắt đầu - Kết thúc không hợp lệ !',
  ],
  [
    'event schedules',
    { keyword: 'eventSchedules', params: {} },
    "Please fill all schedule's time and schedule's content!",
    'Vui lòng nhập đầy đủ thời gian và nội dung của lịch trình!',
  ],
  ['unknown keyword', { keyword: 'pattern', params: { pattern: '^a' } }, 'Invalid value !', 'Giá trị không hợp lệ !'],
];

describe('validationMessage', () => {
  it.each(cases)('%s (en)', (_, error, english) => {
    expect(validationMessage(error, translator(en))).toBe(english);
  });
  it.each(cases)('%s (vi)', (_, error, __, vietnamese) => {
    expect(validationMessage(error, translator(vi))).toBe(vietnamese);
  });
});

describe('an empty list that needs one row', () => {
  it('reads as required, on the form and in a 422', () => {
    const t = (key: string) => key;
    expect(validationMessage({ keyword: 'minItems', params: { limit: 1 } }, t)).toBe('validation.required');
  });

  it('and so does an empty text that needs one character', () => {
    const t = (key: string) => key;
    expect(validationMessage({ keyword: 'minLength', params: { limit: 1 } }, t)).toBe('validation.required');
  });
});

describe('event schedule rows', () => {
  it('asks for both the time and the content of every row (x-filled-row)', async () => {
    const { Ajv2020 } = await import('ajv/dist/2020.js');
    const { extendAjv } = await import('../schemas/vocabulary');
    const { catalogue } = await import('../src/catalogue');
    const ajv = extendAjv(new Ajv2020({ allErrors: true, strict: true }));
    const validate = ajv.compile(catalogue.events.properties.schedules);
    expect(validate([{ at_time: '08:00', content: 'Khai mạc' }])).toBe(true);
    expect(validate([{ at_time: '08:00', content: ' ' }])).toBe(false);
    const [error] = validate.errors!;
    expect(validationMessage(error, (key) => key)).toBe('validation.eventSchedules');
    expect(validate([{ content: 'Khai mạc' }])).toBe(false);
  });
});
