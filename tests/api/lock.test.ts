/**
 * A second process on the same PGlite directory fails fast, naming the holder; processes racing
 * for the lock, free or stale, never both win (docs/embedded-db.md, the lock).
 */
import { describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '#src/server/db/client.ts';
import { DatabaseLockedError } from '#src/server/db/lock.ts';
import { TMP_DIR } from '../helpers/template.ts';

describe('embedded database lock', () => {
  it('refuses a second process and frees the directory when the holder ends', async () => {
    const dir = mkdtempSync(join(TMP_DIR, 'lock-'));
    const holderCode = `
      import { openDatabase } from ${JSON.stringify(join(process.cwd(), 'src/server/db/client.ts'))};
      const d = await openDatabase({ dataDir: ${JSON.stringify(dir)} });
      console.log('ready');
      process.stdin.on('data', async () => { await d.close(); process.exit(0); });`;
    const holder = spawn(process.execPath, ['--input-type=module', '-e', holderCode], { stdio: ['pipe', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (b: Buffer) => b.toString().includes('ready') && resolve());
        holder.once('exit', (code) => reject(new Error(`holder exited ${code}`)));
      });
      const attempt = openDatabase({ dataDir: dir });
      await expect(attempt).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(new RegExp(`process ${holder.pid}`));
      holder.stdin.write('stop\n');
      await new Promise((r) => holder.once('exit', r));
      const after = await openDatabase({ dataDir: dir });
      expect(await after.ping()).toBe(true);
      await after.close();
    } finally {
      holder.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * Starts `count` processes that each try to take the lock on `dir` at the same instant (they
 * spin until an agreed moment, so all are loaded and ready) and answer "won" or "locked"; a
 * winner keeps the lock until the test ends it.
 */
type Racer = ChildProcessByStdio<Writable, Readable, null>;

async function race(dir: string, count: number): Promise<{ won: number[]; locked: number[]; children: Racer[] }> {
  const at = Date.now() + 2_500;
  const code = `
    import { acquireDataDirLock } from ${JSON.stringify(join(process.cwd(), 'src/server/db/lock.ts'))};
    while (Date.now() < ${at});
    let answer;
    try { acquireDataDirLock(${JSON.stringify(dir)}); answer = 'won'; } catch (err) { answer = err.constructor.name === 'DatabaseLockedError' ? 'locked' : 'error ' + err.message; }
    console.log(answer);
    process.stdin.on('data', () => process.exit(0));`;
  const children = Array.from({ length: count }, () => spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['pipe', 'pipe', 'inherit'] }));
  const answers = await Promise.all(
    children.map(
      (child) =>
        new Promise<string>((resolve) => {
          let out = '';
          child.stdout.on('data', (b: Buffer) => {
            out += b.toString();
            if (out.includes('\n')) resolve(out.trim());
          });
          child.once('exit', (c) => resolve(out.trim() || `exited ${c}`));
        }),
    ),
  );
  expect(answers.filter((a) => a !== 'won' && a !== 'locked')).toEqual([]);
  return {
    won: children.flatMap((c, i) => (answers[i] === 'won' ? [c.pid!] : [])),
    locked: children.flatMap((c, i) => (answers[i] === 'locked' ? [c.pid!] : [])),
    children,
  };
}

async function end(children: Racer[]): Promise<void> {
  await Promise.all(
    children.map((c) => {
      if (c.exitCode !== null) return undefined;
      const exited = new Promise((r) => c.once('exit', r));
      c.stdin.write('end\n');
      return exited;
    }),
  );
}

/** The pid of a process that has ended. */
function deadPid(): number {
  const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(gone.stdout.trim());
}

describe('taking the lock', () => {
  it('processes that take a free lock at the same moment: exactly one wins, every round', async () => {
    for (let round = 0; round < 3; round++) {
      const dir = mkdtempSync(join(TMP_DIR, 'lock-race-'));
      const { won, locked, children } = await race(dir, 4);
      try {
        expect(won).toHaveLength(1);
        expect(locked).toHaveLength(3);
      } finally {
        await end(children);
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  it('processes that find one stale lock at the same moment: exactly one takes it over, every round', async () => {
    for (let round = 0; round < 3; round++) {
      const dir = mkdtempSync(join(TMP_DIR, 'lock-stale-'));
      writeFileSync(join(dir, 'owner.lock'), JSON.stringify({ pid: deadPid(), command: 'gone', startedAt: new Date(0).toISOString() }));
      const { won, locked, children } = await race(dir, 4);
      try {
        expect(won).toHaveLength(1);
        expect(locked).toHaveLength(3);
        // The breakers' guard files and private copies are gone; only the winner's lock is left.
        expect(readdirSync(dir)).toEqual(['owner.lock']);
      } finally {
        await end(children);
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  it('a lock whose pid now belongs to another process, or an unreadable lock, is stale', async () => {
    const { acquireDataDirLock } = await import('#src/server/db/lock.ts');
    const dir = mkdtempSync(join(TMP_DIR, 'lock-reused-'));
    try {
      // The parent process is alive, but it is not the process that wrote this lock (it started at another time).
      writeFileSync(join(dir, 'owner.lock'), JSON.stringify({ pid: process.ppid, command: 'earlier life', startedAt: '?', processStart: '1' }));
      const release = acquireDataDirLock(dir);
      release();
      expect(existsSync(join(dir, 'owner.lock'))).toBe(false);
      writeFileSync(join(dir, 'owner.lock'), '{"pid": ');
      acquireDataDirLock(dir)();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
