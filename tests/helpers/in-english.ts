/**
 * A describe block's screens in English: switched before its first test and back to
 * the default after its last, so the other files of a worker keep Vietnamese. Loading
 * a language's texts can be slow on a busy machine, hence the hooks' time.
 */
import { afterAll, beforeAll } from 'vitest';
import i18n from '../../src/i18n/i18n';

const LANGUAGE_SWITCH_MS = 30_000;

export function inEnglish(): void {
  beforeAll(() => i18n.changeLanguage('en'), LANGUAGE_SWITCH_MS);
  afterAll(() => i18n.changeLanguage('vi'), LANGUAGE_SWITCH_MS);
}
