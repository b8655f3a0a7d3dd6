/**
 * PGlite is single-process: two processes on one data directory corrupt it. A lock file holding
 * the owner's pid makes a second process fail fast with a message naming the holder.
 */
import { readFileSync, writeFileSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

type LockInfo = { pid: number; command: string; startedAt: string };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockInfo>;
    return typeof info.pid === 'number' ? { pid: info.pid, command: String(info.command ?? '?'), startedAt: String(info.startedAt ?? '?') } : undefined;
  } catch {
    return undefined; // missing or corrupt lock: treat as free
  }
}

export class DatabaseLockedError extends Error {}

/** Takes the lock on `dir` or throws; returns the release function. */
export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'owner.lock');
  const holder = readLock(file);
  if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
    throw new DatabaseLockedError(
      `The embedded database in "${dir}" is in use by process ${holder.pid} (${holder.command}, since ${holder.startedAt}). ` +
        'Stop that process, or give this one its own DATA_DIR, or use PostgreSQL through DATABASE_URL.',
    );
  }
  const mine: LockInfo = { pid: process.pid, command: process.argv.slice(1).join(' ') || 'node', startedAt: new Date().toISOString() };
  writeFileSync(file, JSON.stringify(mine));
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.once('exit', release);
  return release;
}
