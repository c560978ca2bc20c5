import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box';

describe('secretBox', () => {
  const box = secretBox('a-secrets-key-of-at-least-32-characters');

  it('opens what it sealed, and never shows the plain text sealed', () => {
    const sealed = box.seal('refresh-token-Ấ-123');
    expect(sealed).not.toContain('refresh-token');
    expect(box.open(sealed)).toBe('refresh-token-Ấ-123');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a value sealed under another key, altered, or not sealed at all', () => {
    const sealed = box.seal('token');
    expect(secretBox('another-secrets-key-of-32-characters-or-more').open(sealed)).toBeNull();
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[14] ^= 1;
    expect(box.open(`v1.${bytes.toString('base64url')}`)).toBeNull();
    expect(box.open('token')).toBeNull();
    expect(box.open('v1.')).toBeNull();
  });
});
