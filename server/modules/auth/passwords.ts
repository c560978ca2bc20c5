/**
 * Password hashing with Node's scrypt (N=2^15): `scrypt$N$r$p$salt$hash`, base64url. A hash
 * carries its own cost, so one made at another cost still verifies. Test runs hash their
 * fixtures' passwords at a lower cost (PASSWORD_HASH_COST, the power of two, 10 to 15), as
 * frameworks' test settings do: thousands of sign-ins, each on purpose a tenth of a second.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))));

const DEFAULT_COST = 15;
const chosenCost = Number(process.env.PASSWORD_HASH_COST);
const N = 2 ** (Number.isInteger(chosenCost) && chosenCost >= 10 && chosenCost < DEFAULT_COST ? chosenCost : DEFAULT_COST);
const R = 8;
const P = 1;
const KEYLEN = 32;
const MAXMEM = 64 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { N, r: R, p: P, maxmem: MAXMEM });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return timingSafeEqual(key, expected);
}

/** A hash of nothing anyone knows, at the cost accounts are hashed at: verifying against it costs the same as a real account. */
export const DECOY_HASH = `scrypt$${N}$${R}$${P}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
