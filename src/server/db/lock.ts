/**
 * PGlite is single-process: two processes on one data directory corrupt it. A lock file holding
 * the owner's pid makes a second process fail fast with a message naming the holder. How the
 * lock is taken, and why it is safe against a race, is in docs/embedded-db.md.
 */
import { createHash, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type LockInfo = {
  pid: number;
  command: string;
  startedAt: string;
  /** The kernel's start time of the process (Linux): a pid reused by another process does not match. */
  processStart?: string;
  /** The machine's boot (Linux): a lock from before a reboot is stale whatever its pid. */
  boot?: string;
};

export const LOCK_FILE = 'owner.lock';

/**
 * Lock files this process holds: a second open of the same directory in one process is refused
 * too. Kept under a global symbol because the built app bundles its own copy of this module,
 * and both copies must know what the process holds.
 */
const HELD = Symbol.for('webshop.dataDirLocks');
const heldHere: Set<string> = ((globalThis as { [HELD]?: Set<string> })[HELD] ??= new Set<string>());

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function processStart(pid: number | 'self'): string | undefined {
  // /proc/<pid>/stat: "pid (comm) state …"; comm may hold spaces and parentheses, so the fields
  // are counted after the last ')'. Field 22 (starttime) is the 20th after it.
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

const bootId = (): string | undefined => readText('/proc/sys/kernel/random/boot_id')?.trim();

function parse(text: string): LockInfo | undefined {
  try {
    const info = JSON.parse(text) as Partial<LockInfo>;
    if (typeof info.pid !== 'number' || !Number.isInteger(info.pid) || info.pid <= 0) return undefined;
    return {
      pid: info.pid,
      command: String(info.command ?? '?'),
      startedAt: String(info.startedAt ?? '?'),
      processStart: typeof info.processStart === 'string' ? info.processStart : undefined,
      boot: typeof info.boot === 'string' ? info.boot : undefined,
    };
  } catch {
    return undefined;
  }
}

/** True when the process that wrote `info` still runs (not merely some process with its pid). */
function isAlive(info: LockInfo): boolean {
  // Our own pid in a lock this process does not hold is a lock of an earlier life of this pid
  // (a container restarted with the same pids): stale.
  if (info.pid === process.pid) return false;
  const boot = bootId();
  if (info.boot && boot && info.boot !== boot) return false;
  try {
    process.kill(info.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (info.processStart) {
    const now = processStart(info.pid);
    if (now !== undefined && now !== info.processStart) return false;
  }
  return true;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Creates `file` holding `text`, only if it does not exist. The text is written to a private
 * file first and linked into place, so the file appears whole or not at all: a reader never sees
 * a half-written lock, and link() fails with EEXIST for every process but one.
 */
function createExclusive(file: string, text: string): boolean {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, text, { flag: 'wx', mode: 0o644 });
  try {
    linkSync(temp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkSync(temp);
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

/**
 * Removes `file` if it still holds `seen` (the text of a dead holder). Two processes that both
 * found the same stale lock must not both remove it: the second would remove the new lock the
 * first just took. So removal happens only under a guard file named after the stale text, which
 * one process at a time can create; under it the text is read again, and only the dead holder's
 * text is removed. A guard left by a process that died while holding it is stale in its turn and
 * removed the same way, one level up.
 */
function removeStale(file: string, seen: string, mine: string, depth = 0): void {
  if (depth > 3) return; // processes dying while breaking locks, four times over: let the caller retry
  const guard = `${file}.break-${createHash('sha256').update(seen).digest('hex').slice(0, 16)}`;
  if (!createExclusive(guard, mine)) {
    const guardText = readText(guard);
    const breaker = guardText === undefined ? undefined : parse(guardText);
    if (guardText !== undefined && (!breaker || !isAlive(breaker))) removeStale(guard, guardText, mine, depth + 1);
    else sleep(20); // another process is breaking this lock right now; it takes milliseconds
    return;
  }
  try {
    if (readText(file) === seen) unlinkSync(file);
  } finally {
    unlinkQuietly(guard);
  }
}

export class DatabaseLockedError extends Error {
  readonly holderPid: number | undefined;
  constructor(message: string, holderPid?: number) {
    super(message);
    this.holderPid = holderPid;
  }
}

const oneLine = (text: string): string => text.replace(/[\u0000-\u001f\u007f]+/g, ' ');

function lockedMessage(dir: string, holder: LockInfo): string {
  return oneLine(
    `The embedded database in "${dir}" is in use by process ${holder.pid} (${holder.command}, since ${holder.startedAt}). ` +
      'Stop that process, or give this one its own DATA_DIR, or use PostgreSQL through DATABASE_URL.',
  );
}

/** The live process holding the lock on `dir`, if any (read only; it may change the next moment). */
export function lockHolder(dir: string): { pid: number; command: string; startedAt: string } | undefined {
  const text = readText(join(dir, LOCK_FILE));
  const info = text === undefined ? undefined : parse(text);
  if (!info) return undefined;
  if (heldHere.has(join(dir, LOCK_FILE))) return info;
  return isAlive(info) ? info : undefined;
}

/**
 * Throws the `DatabaseLockedError` that taking the lock would throw now, without taking it: a
 * check before work that must not run beside the holder (npm start's build). The lock itself is
 * still taken when the database opens.
 */
export function assertDataDirFree(dir: string): void {
  const holder = lockHolder(dir);
  if (holder && !heldHere.has(join(dir, LOCK_FILE))) throw new DatabaseLockedError(lockedMessage(dir, holder), holder.pid);
}

/** Takes the lock on `dir` or throws `DatabaseLockedError`; returns the release function. */
export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  if (heldHere.has(file)) throw new DatabaseLockedError(`The embedded database in "${dir}" is already open in this process (${process.pid}).`, process.pid);
  const info: LockInfo = {
    pid: process.pid,
    command: oneLine(process.argv.slice(1).join(' ') || 'node'),
    startedAt: new Date().toISOString(),
    processStart: processStart('self'),
    boot: bootId(),
  };
  const mine = JSON.stringify(info);
  for (let attempt = 0; ; attempt++) {
    if (createExclusive(file, mine)) break;
    const text = readText(file);
    if (text === undefined) continue; // its holder let go between our two steps: try again
    const holder = parse(text);
    if (holder && isAlive(holder)) throw new DatabaseLockedError(lockedMessage(dir, holder), holder.pid);
    if (attempt >= 50) throw new DatabaseLockedError(`The embedded database in "${dir}" could not be locked: its lock file keeps changing. Try again.`);
    // A lock of a dead process, or one no process of this shop wrote (unreadable): stale.
    removeStale(file, text, mine);
  }
  heldHere.add(file);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(file);
    process.removeListener('exit', release);
    if (readText(file) === mine) unlinkQuietly(file);
  };
  process.once('exit', release);
  return release;
}
