import { describe, expect, it } from 'vitest';
import { addressLine, columnWidths, isDrawableImage, money, pdfFileName } from './print-document';

describe('print-document', () => {
  it("shares the table width by the columns' weights", () => {
    expect(
      columnWidths(
        [
          { label: 'a', weight: 3 },
          { label: 'b', weight: 1 },
        ],
        400,
      ),
    ).toEqual([300, 100]);
    expect(columnWidths([{ label: 'a', weight: 0 }], 400)).toEqual([0]);
  });

  it('joins address and city, skipping blanks', () => {
    expect(addressLine('12 Lê Lợi', 'Huế')).toBe('12 Lê Lợi, Huế');
    expect(addressLine('  ', 'Huế')).toBe('Huế');
    expect(addressLine(null, undefined)).toBeNull();
  });

  it('draws PNG and JPEG logos only', () => {
    expect(isDrawableImage(Buffer.from('89504e470d0a1a0a', 'hex'))).toBe(true);
    expect(isDrawableImage(Buffer.from('ffd8ffe0', 'hex'))).toBe(true);
    expect(isDrawableImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(false);
    expect(isDrawableImage(null)).toBe(false);
    expect(isDrawableImage(Buffer.alloc(0))).toBe(false);
  });

  it('formats money as the app does, a missing amount as 0', () => {
    expect(money(1_234_567)).toBe('1.234.567 đ');
    expect(money('2500000')).toBe('2.500.000 đ');
    expect(money(null)).toBe('0 đ');
  });

  it('names downloads with letters, digits and dashes only', () => {
    expect(pdfFileName('invoice', 'INV-2026-000123')).toBe('invoice-INV-2026-000123.pdf');
    expect(pdfFileName('payslip', 7, '2026-02')).toBe('payslip-7-2026-02.pdf');
    expect(pdfFileName('a b/c"d', '')).toBe('a-b-c-d.pdf');
    expect(pdfFileName('')).toBe('document.pdf');
  });
});
