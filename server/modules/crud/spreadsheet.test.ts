import { describe, expect, it } from 'vitest';
import { csvField } from './spreadsheet';

describe('csvField', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('Nguyễn, Văn A')).toBe('"Nguyễn, Văn A"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('leaves plain text and numbers alone, and null empty', () => {
    expect(csvField('Lớp U10')).toBe('Lớp U10');
    expect(csvField(-150000)).toBe('-150000');
    expect(csvField(null)).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+84901')).toBe("'+84901");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});
