/** The folded search text stored beside each row (accent-insensitive search, domain/fold-text.ts). */
import { foldText } from '../../domain/fold-text';

export { foldText };

export function searchTextOf(row: Record<string, unknown>, fields: string[]): string {
  return foldText(fields.map((f) => row[f] ?? '').join(' '));
}
