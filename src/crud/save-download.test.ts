import { describe, expect, it } from 'vitest';
import { attachmentName } from './save-download';

describe('attachmentName', () => {
  it("reads the server's file name, quoted or not", () => {
    expect(attachmentName('attachment; filename="players-2026-11-22.xlsx"', 'x.xlsx')).toBe('players-2026-11-22.xlsx');
    expect(attachmentName('attachment; filename=orders.csv', 'x.csv')).toBe('orders.csv');
  });

  it('falls back when the header is missing', () => {
    expect(attachmentName(undefined, 'players.csv')).toBe('players.csv');
  });
});
