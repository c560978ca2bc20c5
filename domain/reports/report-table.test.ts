import { describe, expect, it } from 'vitest';
import { cellText } from './cell-text';
import { chartPoints, longTable, share, wideTable, type PeriodReport } from './report-table';

const report: PeriodReport<'amount' | 'count'> = {
  unit: 'MONTH',
  from_date: '2025-01-01',
  to_date: '2025-03-31',
  series: [
    { key: '1', name: 'Học phí', amount: 300, count: 2, percent: 75 },
    { key: '2', name: 'Tài trợ, quà', amount: 100, count: 1, percent: 25 },
  ],
  periods: [
    { period: '2025-01-01', amount: 250, count: 2 },
    { period: '2025-02-01', amount: 0, count: 0 },
    { period: '2025-03-01', amount: 150, count: 1 },
  ],
  total: { amount: 400, count: 3 },
  rows: [
    { period: '2025-01-01', key: '1', amount: 200, count: 1 },
    { period: '2025-01-01', key: '2', amount: 50, count: 1 },
    { period: '2025-03-01', key: '1', amount: 100, count: 1 },
  ],
};
const titles = { period: 'Period', total: 'Total' };

describe('report tables', () => {
  it('lays a wide table out: a row per period, a column per series, totals both ways', () => {
    const table = wideTable(report, 'amount', 'money', titles);
    expect(table.columns.map((c) => c.title)).toEqual(['Period', 'Học phí', 'Tài trợ, quà', 'Total']);
    expect(table.rows).toEqual([
      { period: '01/2025', s1: 200, s2: 50, total: 250 },
      { period: '02/2025', s1: 0, s2: 0, total: 0 },
      { period: '03/2025', s1: 100, s2: 0, total: 150 },
    ]);
    expect(table.summary).toEqual({ period: 'Total', s1: 300, s2: 100, total: 400 });
  });

  it('lays a long table out: a row per period and series with figures, measures applied to the totals', () => {
    const table = longTable(
      report,
      'Type',
      [
        { key: 'count', title: 'Count', kind: 'number', value: (c) => c.count },
        { key: 'avg', title: 'Average', kind: 'money', value: (c) => (c.count ? c.amount / c.count : 0) },
      ],
      titles,
      { amount: 400, count: 4 },
    );
    expect(table.rows).toEqual([
      { period: '01/2025', series: 'Học phí', count: 1, avg: 200 },
      { period: '01/2025', series: 'Tài trợ, quà', count: 1, avg: 50 },
      { period: '03/2025', series: 'Học phí', count: 1, avg: 100 },
    ]);
    expect(table.summary).toEqual({ period: 'Total', series: '', count: 4, avg: 100 });
  });

  it('gives the chart every period and series, zeros included', () => {
    const points = chartPoints(report, 'amount');
    expect(points).toHaveLength(6);
    expect(points.filter((p) => p.period === '02/2025')).toEqual([
      { period: '02/2025', series: 'Học phí', value: 0 },
      { period: '02/2025', series: 'Tài trợ, quà', value: 0 },
    ]);
  });

  it('computes shares to one decimal, none of nothing', () => {
    expect(share(1, 3)).toBe(33.3);
    expect(share(5, 0)).toBe(0);
  });
});

describe('report cells', () => {
  it('read as the table shows them, per language', () => {
    expect(cellText(1234567, 'money', 'vi')).toBe('1.234.567 đ');
    expect(cellText(1234, 'number', 'en')).toBe('1.234');
    expect(cellText(12.5, 'percent', 'vi')).toBe('12,5%');
    expect(cellText(12.5, 'percent', 'en')).toBe('12.5%');
    expect(cellText('03/2025', 'text', 'vi')).toBe('03/2025');
    expect(cellText('', 'percent', 'vi')).toBe('');
  });
});
