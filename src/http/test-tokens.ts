/** A token store in memory for the HTTP clients' tests: what they save, and how often the session was cleared. */
import type { TokenPair, TokenStore } from './token-store';

export function memoryTokens(initial: TokenPair | null): TokenStore & { cleared: number } {
  let tokens = initial;
  return {
    cleared: 0,
    access: () => tokens?.access_token,
    refresh: () => tokens?.refresh_token,
    save(t) {
      tokens = t;
    },
    clear() {
      tokens = null;
      this.cleared += 1;
    },
  };
}
