/**
 * How a refused delete names what still depends on a record: "4 lớp học",
 * "98 players", joined as the language joins a list. Both sides use it: the
 * server's HAS_DEPENDENTS message and the app's delete dialog.
 */
import type { Lang, Translated } from '../schemas/vocabulary';

/** Lower-cases a name's first letter, unless it starts a proper name (E-Connect). */
export function lowerFirst(name: string): string {
  return /^\p{Lu}[\p{Ll} ]/u.test(name) ? name[0].toLocaleLowerCase() + name.slice(1) : name;
}

/** An English noun's plural: class → classes, category → categories, player → players. */
export function pluralOf(noun: string): string {
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** "4 lớp học", "1 class", "98 players": a count of records named by the resource's `x-label-one`. */
export function countedName(lang: Lang, one: Translated, count: number): string {
  const name = lowerFirst(one[lang]);
  // Vietnamese nouns have no plural; English ones take one past a single record.
  const noun = lang === 'en' && count !== 1 ? pluralOf(name) : name;
  return `${new Intl.NumberFormat(lang === 'vi' ? 'vi-VN' : 'en-US').format(count)} ${noun}`;
}

/** "4 lớp học và 98 học viên", "4 classes and 98 players". */
export function joinedList(lang: Lang, items: string[]): string {
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
}
