import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from './i18n';

describe('a key missing from the translations', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is reported on the console, so browser tests catch raw keys on screen', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(i18n.t('players.nothing_here')).toBe('players.nothing_here');
    expect(error).toHaveBeenCalledWith('Missing translation: players.nothing_here');
  });

  it('stays quiet when the caller brings its own default, as Refine does for its texts', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(i18n.t('documentTitle.default', { defaultValue: 'Refine' })).toBe('Refine');
    expect(i18n.t('players.players')).not.toBe('players.players');
    expect(error).not.toHaveBeenCalled();
  });
});
