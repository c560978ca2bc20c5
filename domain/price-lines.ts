/**
 * Words for a plan price breakdown line (fee type + how it was counted), shared
 * by the app's price panel and the sandbox gateway page so both read the same.
 */
import type { TFunction } from 'i18next';
import { enumLabel } from './enum-labels';
import { formatMoney } from './money';

export interface PriceLineLike {
  fee_type: string;
  quantity: number;
  unit_amount: number;
  players?: number;
  amount: number;
}

export function lineName(line: PriceLineLike, lang: string): string {
  return enumLabel('fee_type', line.fee_type, lang);
}

export function lineDetail(line: PriceLineLike, t: TFunction): string {
  const values = { unit: formatMoney(line.unit_amount), quantity: line.quantity, players: line.players ?? 0 };
  switch (line.fee_type) {
    case 'MAINTENANCE_FEE':
      return t('plan.lines.monthly', values);
    case 'MAINTENANCE_FEE_YEAR':
      return t('plan.lines.yearly', values);
    case 'OUTSIZE_FEE':
      return t('plan.lines.outsize', values);
    default:
      return t('plan.lines.once');
  }
}

/** "6 tháng", "2 years": the offered durations (spec §9) have their own labels. */
export const durationLabel = (d: { duration: number; duration_unit: string }, t: TFunction) =>
  t(`plan.durations.${d.duration}${d.duration_unit}`);
