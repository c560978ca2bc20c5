/**
 * Which language a message is worded in, by its letters: nearly every Vietnamese
 * sentence has a letter English never writes, and an English one has none. The
 * quoted parts echo what the caller sent (a filter's name, a value), and the
 * academy's own names (a branch, a player) are in whatever language they were
 * given: neither is a sentence of ours, so both are left out.
 */
const VIETNAMESE_LETTER = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;
const QUOTED = /"[^"]*"|'[^']*'|“[^”]*”/g;

export function wordedIn(message: string, lang: 'vi' | 'en', names: readonly string[] = []): boolean {
  const own = names.reduce((text, name) => text.replaceAll(name, ''), message.replace(QUOTED, ''));
  return lang === 'vi' ? VIETNAMESE_LETTER.test(own) : !VIETNAMESE_LETTER.test(own);
}

/** Every sentence of a JSON answer (its message and each field's) not worded in `lang`. */
export function sentencesNotIn(body: { message?: unknown; errors?: unknown }, lang: 'vi' | 'en', names: readonly string[] = []): string[] {
  const fieldMessages = Array.isArray(body.errors) ? body.errors.map((e: { message?: unknown }) => e?.message) : [];
  return [body.message, ...fieldMessages].filter((m): m is string => typeof m === 'string' && !wordedIn(m, lang, names));
}
