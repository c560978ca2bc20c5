/** A report cell as the screen shows it: money `1.234.567 đ`, counts `1.234`, shares `12,5%` (`12.5%` in English). */
import { formatMoney, formatNumber } from '../money';
import type { CellKind, CellValue } from './report-table';

const percentFormat = (lang: string) => new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 1 });

export function cellText(value: CellValue | undefined, kind: CellKind, lang: string): string {
  if (value === undefined || value === '') return '';
  if (typeof value === 'string' || kind === 'text') return String(value);
  if (kind === 'money') return formatMoney(value);
  if (kind === 'percent') return `${percentFormat(lang).format(value)}%`;
  return formatNumber(value);
}
