import { describe, expect, it } from 'vitest';
import { csvField, csvLine, inertText } from './spreadsheet-cells';

describe('csvField', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+84901', "'+84901"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    // Blanks before the sign: the spreadsheet trims them and runs the rest.
    [' =1+1', `"' =1+1"`],
    ['\u00a0=1+1', `"'\u00a0=1+1"`],
    ['\n=1+1', `"'\n=1+1"`],
    ['\r\n=1+1', `"'\r\n=1+1"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\tplain', `"'\tplain"`],
    ['\rplain', `"'\rplain"`],
    // A `;` reader splits unquoted `x;=1+1` into x and a formula.
    ['x;=1+1', '"x;=1+1"'],
    ['x,=1+1', '"x,=1+1"'],
    ['x\n=1+1', '"x\n=1+1"'],
    ['a"b', '"a""b"'],
    ['two\nlines', '"two\nlines"'],
    ['tab\tinside', '"tab\tinside"'],
    ['trailing ', '"trailing "'],
    [' leading', '" leading"'],
  ])('writes %j inert and quoted as needed', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it.each([
    ['Lớp U10', 'Lớp U10'],
    ['a=b', 'a=b'],
    ['0912345678', '0912345678'],
    ["'quoted", "'quoted"],
    ['', ''],
  ])('leaves plain text %j alone', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('writes figures as they are, negative ones too, and nothing as empty', () => {
    expect(csvField(-150000)).toBe('-150000');
    expect(csvField(1.5)).toBe('1.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });
});

describe('inertText', () => {
  it('prefixes only what could start a formula', () => {
    expect(inertText('=1')).toBe("'=1");
    expect(inertText('  -1')).toBe("'  -1");
    expect(inertText('1-1')).toBe('1-1');
  });
});

describe('csvLine', () => {
  it('joins the fields with commas and ends with CRLF', () => {
    expect(csvLine(['Nguyễn, Văn A', 12, null, '=1'])).toBe(`"Nguyễn, Văn A",12,,'=1\r\n`);
  });
});
