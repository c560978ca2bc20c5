/**
 * The servers under load run as child processes, so the load generator (this
 * process) never shares an event loop with them. Each prints "listening on"
 * when ready; anything else it prints is kept for the error message.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

export interface Child {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Runs a TypeScript file of the project with tsx and waits for it to listen. */
export function startServer(script: string, env: Record<string, string>, readyWithinMs = 180_000): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${script} did not start within ${readyWithinMs / 1000} s:\n${output}`)), readyWithinMs);
    const fail = (err: Error) => {
      clearTimeout(timer);
      void stop().then(() => reject(err));
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve({ process: child, stop });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`${script} exited with ${code}:\n${output}`)));
  });
}

/** Runs a project script to the end (seeding, building), failing with its output. */
export function runToEnd(args: string[], env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed (${code}):\n${output}`))));
  });
}
