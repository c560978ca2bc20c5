import { describe, expect, it } from 'vitest';
import { crc16, emvFields, NAPAS_GUID, readVietQr, TO_ACCOUNT, vietQrPayload } from './vietqr';

const fee = { bin: '970436', account: '0011002345678', amount: 1_500_000, message: 'HP7K2QX' };

describe('crc16', () => {
  it('is CRC-16/CCITT-FALSE: its published check value', () => {
    // The check value of the catalogue of CRC algorithms: "123456789" → 29B1.
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16('')).toBe('FFFF');
  });
});

// A VietQR published with its fields (github.com/subiz/vietqr, README): 120,000 đ to VietinBank
// (BIN 970415) account 0011001932418, "ung ho lu lut".
const PUBLISHED =
  '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C';

describe('vietQrPayload', () => {
  it('writes a published VietQR character for character, its CRC included', () => {
    expect(vietQrPayload({ bin: '970415', account: '0011001932418', amount: 120_000, message: 'ung ho lu lut' })).toBe(PUBLISHED);
  });

  it('writes the NAPAS fields in order, each with its length, and ends in its CRC', () => {
    const payload = vietQrPayload(fee);
    expect(payload).toBe(
      '000201' +
        '010212' +
        '3857' +
        '0010A000000727' +
        '0127' +
        '0006970436' +
        '01130011002345678' +
        '0208QRIBFTTA' +
        '5303704' +
        '54071500000' +
        '5802VN' +
        '62110807HP7K2QX' +
        '6304' +
        crc16(payload.slice(0, -4)),
    );
  });

  it('reads back as the bank, account, amount and message it was made of, its CRC valid', () => {
    expect(readVietQr(vietQrPayload(fee))).toEqual({ ...fee, service: TO_ACCOUNT, crcValid: true });
  });

  it('leaves the amount to the payer when it has none, and says so in its point of initiation', () => {
    const payload = vietQrPayload({ bin: fee.bin, account: fee.account });
    expect(emvFields(payload)!.get('01')).toBe('11');
    expect(emvFields(payload)!.has('54')).toBe(false);
    expect(readVietQr(payload)).toEqual({ bin: fee.bin, account: fee.account, service: TO_ACCOUNT, crcValid: true });
  });

  it('is found out when a digit changes on the way', () => {
    const payload = vietQrPayload(fee).replace('1500000', '1600000');
    expect(readVietQr(payload)?.crcValid).toBe(false);
  });

  it.each([
    ['a bank that is not a BIN', { ...fee, bin: '97043' }],
    ['an account with punctuation', { ...fee, account: '0011-0023' }],
    ['an account past 19 characters', { ...fee, account: '1'.repeat(20) }],
    ['an amount of 0', { ...fee, amount: 0 }],
    ['a part of a đồng', { ...fee, amount: 1000.5 }],
    ['a message with accents', { ...fee, message: 'Học phí' }],
    ['a message past 25 characters', { ...fee, message: 'A'.repeat(26) }],
  ])('refuses %s', (_, transfer) => {
    expect(() => vietQrPayload(transfer)).toThrow(RangeError);
  });
});

describe('readVietQr', () => {
  it('reads a published VietQR as a banking app does', () => {
    expect(readVietQr(PUBLISHED)).toEqual({
      bin: '970415',
      account: '0011001932418',
      service: TO_ACCOUNT,
      amount: 120_000,
      message: 'ung ho lu lut',
      crcValid: true,
    });
  });

  it('reads nothing from what is not a NAPAS VietQR', () => {
    expect(readVietQr('not a payload')).toBeNull();
    expect(readVietQr(vietQrPayload(fee).replace(NAPAS_GUID, 'A000000999'))).toBeNull();
  });
});
