import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'lock-'));

describe('lockDataDir', () => {
  it('refuses a second server on the same directory, naming the holder and the way out', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    writeFileSync(join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/Another server \(pid \d+\) is using the data directory .* another DATA_DIR/);
    release();
  });

  it('can be taken again once released', () => {
    const dir = freshDir();
    lockDataDir(dir)();
    expect(() => lockDataDir(dir)()).not.toThrow();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'server.lock'), '999999999');
    expect(() => lockDataDir(dir)()).not.toThrow();
  });
});
