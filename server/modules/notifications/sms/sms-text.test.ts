import { describe, expect, it } from 'vitest';
import { SMS_MAX_LENGTH, smsPhone, smsText } from './sms-text';

describe('an SMS body', () => {
  it('drops the accents and keeps the words, on one line', () => {
    expect(smsText('Kính gửi Quý phụ huynh Đặng Văn An,\n\nHọc viên vắng mặt.')).toBe(
      'Kinh gui Quy phu huynh Dang Van An, Hoc vien vang mat.',
    );
  });

  it('keeps plain ASCII only, typographic quotes and dashes made plain', () => {
    expect(smsText('“Lớp U10” – sáng… ⚽')).toBe('"Lop U10" - sang...');
  });

  it('cuts a long text at a word, within two segments, and says so', () => {
    const text = smsText('buổi học '.repeat(60));
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(text.endsWith('...')).toBe(true);
    expect(
      text
        .slice(0, -3)
        .split(' ')
        .every((word) => word === 'buoi' || word === 'hoc'),
    ).toBe(true);
    expect(smsText('a'.repeat(400))).toHaveLength(SMS_MAX_LENGTH);
  });
});

describe("a parent's phone for SMS", () => {
  it('is the national form of a Vietnamese mobile, however it was written', () => {
    expect(smsPhone('0912345678')).toBe('0912345678');
    expect(smsPhone('+84 912 345 678')).toBe('0912345678');
    expect(smsPhone('84912345678')).toBe('0912345678');
    expect(smsPhone('912345678')).toBe('0912345678');
    expect(smsPhone('0386.123.456')).toBe('0386123456');
  });

  it('is none for a landline, a foreign or a broken number', () => {
    expect(smsPhone('02438123456')).toBeNull();
    expect(smsPhone('+14155550123')).toBeNull();
    expect(smsPhone('09123')).toBeNull();
    expect(smsPhone('')).toBeNull();
    expect(smsPhone(null)).toBeNull();
  });
});
