/**
 * How a generated list's row reads as a card on a phone, from the same columns as
 * the table: the title field, the first status badge, and the next few facts.
 */
import type { FieldSpec } from './schema-to-columns';

/** Facts under a card's title: a phone shows a few lines, not the table's every column. */
export const CARD_FACTS = 3;

export interface CardLayout {
  title?: FieldSpec;
  status?: FieldSpec;
  facts: FieldSpec[];
}

/** `chosen`: the schema's `x-list.card`, the facts that matter on a phone; without it, the first few columns. */
export function cardLayout(columns: FieldSpec[], titleField: string | undefined, chosen?: string[]): CardLayout {
  const title = columns.find((spec) => spec.field === titleField);
  const status = columns.find((spec) => spec.kind === 'badge');
  const facts = chosen
    ? chosen.flatMap((field) => columns.filter((spec) => spec.field === field))
    : columns.filter((spec) => spec !== title && spec !== status && spec.kind !== 'longtext').slice(0, CARD_FACTS);
  return { title, status, facts };
}
