import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { slotLabel } from '../../../domain/time-slots';
import { dayName, placeFieldErrors, slotKey, toPracticeBody } from './practice';

const monday = { day_of_week: '1', start_time: '17:00', end_time: '18:30' };
const sunday = { day_of_week: '7', start_time: '08:00', end_time: '09:30' };

describe('slot labels', () => {
  it('names the day as the schema does, then the hours', () => {
    expect(slotLabel(monday, dayName('vi'))).toBe('Thứ 2 | 17:00 - 18:30');
    expect(slotLabel(monday, dayName('en'))).toBe('Mon | 17:00 - 18:30');
  });

  it('takes 7 for Sunday', () => {
    expect(slotLabel(sunday, dayName('vi'))).toBe('Chủ nhật | 08:00 - 09:30');
    expect(slotLabel(sunday, dayName('en'))).toBe('Sun | 08:00 - 09:30');
  });
});

describe('the registration body', () => {
  const values = {
    name: 'Nguyễn Minh An',
    date_of_birth: dayjs('2016-03-09'),
    branch_id: 2,
    schedules: [slotKey(monday), slotKey(sunday)],
    parent_name: 'Nguyễn Văn Bình',
    mobile: '0912345678',
    address: '12 Trần Duy Hưng, Hà Nội',
  };

  it('sends the date as YYYY-MM-DD and the slots as rows', () => {
    expect(toPracticeBody(values)).toEqual({
      name: 'Nguyễn Minh An',
      date_of_birth: '2016-03-09',
      branch_id: 2,
      schedules: [monday, sunday],
      parent_name: 'Nguyễn Văn Bình',
      mobile: '0912345678',
      address: '12 Trần Duy Hưng, Hà Nội',
    });
  });

  it('leaves out an empty note and keeps a written one', () => {
    expect(toPracticeBody({ ...values, note: '  ' })).not.toHaveProperty('note');
    expect(toPracticeBody({ ...values, note: 'Bé thích bóng đá' }).note).toBe('Bé thích bóng đá');
  });
});

describe('422 answers on the form', () => {
  it('puts each error on its field, so no toast is needed', () => {
    const placed = placeFieldErrors({
      statusCode: 422,
      message: 'x',
      errors: { mobile: 'Trường này chỉ được nhập chữ số !', name: 'Trường này là bắt buộc !' },
    });
    expect(placed.fields).toEqual([
      { name: 'mobile', errors: ['Trường này chỉ được nhập chữ số !'] },
      { name: 'name', errors: ['Trường này là bắt buộc !'] },
    ]);
    expect(placed.unplaced).toBe(false);
  });

  it('leaves errors of fields the form does not have, and other failures, to the toast', () => {
    expect(placeFieldErrors({ statusCode: 422, message: 'x', errors: { mobile: 'a', academy_id: 'b' } }).unplaced).toBe(true);
    expect(placeFieldErrors({ statusCode: 422, message: 'x' }).unplaced).toBe(true);
    expect(placeFieldErrors({ statusCode: 500, message: 'x' })).toEqual({ fields: [], unplaced: true });
  });
});
