import { describe, expect, it } from 'vitest';
import { csvText, parseCsv } from './csv-sheet';

describe('parseCsv', () => {
  it('reads a comma-separated file as the list export writes it', () => {
    expect(parseCsv('\uFEFFName,Phone\r\nAn,0912345678\r\n')).toEqual([
      ['Name', 'Phone'],
      ['An', '0912345678'],
    ]);
  });

  it('reads a file saved by Excel under Vietnamese regional settings: `;`, a BOM and diacritics', () => {
    const text = '\uFEFFHọ và tên;Ngày sinh;Số điện thoại;Ghi chú\r\nNguyễn Thị Ánh;01/02/2015;0987000111;Đá tốt, chạy nhanh\r\n';
    expect(parseCsv(text)).toEqual([
      ['Họ và tên', 'Ngày sinh', 'Số điện thoại', 'Ghi chú'],
      ['Nguyễn Thị Ánh', '01/02/2015', '0987000111', 'Đá tốt, chạy nhanh'],
    ]);
  });

  it('keeps delimiters, doubled quotes and newlines inside quoted fields', () => {
    const text = 'Name,Address,Note\n"Trần, Bình","12 Kim Mã\nBa Đình","He said ""hi"""\n';
    expect(parseCsv(text)).toEqual([
      ['Name', 'Address', 'Note'],
      ['Trần, Bình', '12 Kim Mã\nBa Đình', 'He said "hi"'],
    ]);
  });

  it('keeps a comma inside a `;`-separated file as text', () => {
    expect(parseCsv('Tên;Số buổi\r\n"Lan; Anh";1,5\r\n')).toEqual([
      ['Tên', 'Số buổi'],
      ['Lan; Anh', '1,5'],
    ]);
  });

  it('skips blank lines and rows of bare delimiters, reads empty cells as nothing and takes the formula guard off', () => {
    expect(parseCsv("Name,Note\r\n\r\nAn,\r\n,'=1+1\r\n,\r\n \r\n")).toEqual([
      ['Name', 'Note'],
      ['An', null],
      [null, '=1+1'],
    ]);
  });

  it('reads a single column without a delimiter to detect', () => {
    expect(parseCsv('Name\nAn\nBình\n')).toEqual([['Name'], ['An'], ['Bình']]);
  });
});

describe('csvText', () => {
  it('reads UTF-8 and drops its byte-order mark', () => {
    expect(csvText(Buffer.from('\uFEFFHọ và tên;Lớp\r\n'))).toBe('Họ và tên;Lớp\r\n');
  });

  it("reads Excel's plain CSV under Vietnamese settings (Windows-1258) as the same text", () => {
    // "Họ và tên;Tên" in Windows-1258: ọ is o and a combining dot below, ê one byte.
    const bytes = Buffer.from([0x48, 0x6f, 0xf2, 0x20, 0x76, 0xe0, 0x20, 0x74, 0xea, 0x6e, 0x3b, 0x54, 0xea, 0x6e]);
    expect(csvText(bytes)).toBe('Họ và tên;Tên');
    expect(parseCsv(csvText(bytes))).toEqual([['Họ và tên', 'Tên']]);
  });
});
