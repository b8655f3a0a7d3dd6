/**
 * The shop as `npm start` runs it (`node scripts/start.ts`), in a child process, on an embedded
 * database directory of the test's: for tests of what one process does to another (the data
 * directory's lock, backups of a running shop). The child serves TEST_DIST_DIR or dist/ and never
 * builds; the directory starts as a copy of the seeded template, so it is not seeded again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '#src/server/db/client.ts';
import { TEMPLATE_FILE, TMP_DIR } from './template.ts';

let unpacked: string | undefined;

/**
 * A new data directory under tests/.tmp holding the seeded template's database. The template is
 * unpacked once per test file (PGlite takes seconds for it) and copied as files after that.
 */
export async function seededDataDir(label: string): Promise<string> {
  const dir = mkdtempSync(join(TMP_DIR, `${label}-`));
  if (unpacked) {
    cpSync(unpacked, join(dir, 'pglite'), { recursive: true });
    return dir;
  }
  const client = await PGlite.create({ dataDir: join(dir, 'pglite'), loadDataDir: new Blob([readFileSync(TEMPLATE_FILE)]), extensions: pgliteExtensions() });
  await client.close();
  unpacked = mkdtempSync(join(TMP_DIR, 'template-files-'));
  cpSync(join(dir, 'pglite'), unpacked, { recursive: true });
  return dir;
}

/** Removes the unpacked template (call in afterAll). */
export function removeSeededCopy(): void {
  if (unpacked) rmSync(unpacked, { recursive: true, force: true });
  unpacked = undefined;
}

export type ShopOutcome = { serving: true; url: string } | { serving: false; code: number | null; stderr: string };

export type ShopProcess = {
  child: ChildProcess;
  pid: number;
  /** Resolves once the shop listens, or once it exited without listening. */
  outcome: Promise<ShopOutcome>;
  stdout: () => string;
  stderr: () => string;
  /** SIGTERM and the exit code. */
  stop: () => Promise<number | null>;
};

export function startShopProcess(dataDir: string, env: Record<string, string> = {}): ShopProcess {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    TEST_DIST_DIR: process.env.TEST_DIST_DIR ?? 'dist',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.SMTP_URL;
  const child = spawn(process.execPath, ['scripts/start.ts'], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const outcome = new Promise<ShopOutcome>((done) => {
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(out);
      if (listening) done({ serving: true, url: listening[1]! });
    });
    child.stderr!.on('data', (b: Buffer) => (err += b.toString()));
    void exited.then((code) => done({ serving: false, code, stderr: err }));
  });
  return {
    child,
    pid: child.pid!,
    outcome,
    stdout: () => out,
    stderr: () => err,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
