/**
 * One server per data directory: PGlite opened twice on the same files loses rows
 * silently, so a second server refuses to start. A lock left by a killed process
 * (its pid no longer alive) is taken over.
 */
import { openSync, writeSync, closeSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && alive(pid) && pid !== process.pid) {
        throw new Error(
          `Another server (pid ${pid}) is using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with another DATA_DIR.',
          { cause: err },
        );
      }
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}
