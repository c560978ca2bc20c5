/**
 * Secrets the server keeps for an academy (its Zalo Official Account's tokens) are sealed
 * with AES-256-GCM before they reach the database, under a key derived from the server's
 * SECRETS_KEY: a copy of the database, or a backup, does not give them away, and a sealed
 * value altered in the database fails to open instead of being used.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(plain: string): string;
  /** Null when the value was sealed under another key or altered. */
  open(sealed: string): string | null;
}

export function secretBox(secretsKey: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secretsKey, 'academy-hub', 'sealed provider secrets', 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${sealed.toString('base64url')}`;
    },
    open(sealed) {
      const [version, data] = sealed.split('.');
      if (version !== VERSION || !data) return null;
      const bytes = Buffer.from(data, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
