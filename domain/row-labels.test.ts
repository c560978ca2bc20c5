import { describe, expect, it } from 'vitest';
import { rowLabels } from './row-labels';

describe('rowLabels', () => {
  it('reads each row as its values in order', () => {
    expect(
      rowLabels([
        { at_time: '08:00', content: 'Khai mạc' },
        { at_time: '09:30', content: 'Thi đấu vòng bảng' },
      ]),
    ).toEqual(['08:00 · Khai mạc', '09:30 · Thi đấu vòng bảng']);
  });

  it('skips what is not a row', () => {
    expect(rowLabels(null)).toEqual([]);
    expect(rowLabels(['x', null, { content: 'Bế mạc' }])).toEqual(['Bế mạc']);
  });
});
