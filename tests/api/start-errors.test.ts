/**
 * `npm start` that cannot start says why in one line and exits 1 (docs/errors.md, at start): a
 * settings mistake such as a MySQL URL, a PostgreSQL that refuses connections, a host name that
 * does not resolve, a port already taken. No stack trace, no password from the URL.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TMP_DIR } from '../helpers/template.ts';

const dataDir = mkdtempSync(join(TMP_DIR, 'start-errors-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `scripts/start.ts` on the built shop with these settings until it exits. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.ts'], {
      env: { ...process.env, TEST_DIST_DIR: process.env.TEST_DIST_DIR ?? 'dist', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', DATABASE_URL: '', ...env },
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

/** One `[start]` line, nothing that looks like a stack frame. */
function expectOneLine(stderr: string, pattern: RegExp): void {
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(stderr).not.toMatch(/\n\s+at /);
}

describe('npm start that cannot start', () => {
  it('refuses a database URL of another engine before anything else', async () => {
    const run = await start({ DATABASE_URL: 'mysql://root:geheim@127.0.0.1/shop' });
    expect(run.code).toBe(1);
    expectOneLine(run.stderr, /^\[start\] Invalid settings: DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(run.stderr).not.toContain('geheim');
  });

  it('names a PostgreSQL that refuses connections, or a host that does not resolve, without the password', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const refused = await start({ DATABASE_URL: `postgres://shop:geheim@127.0.0.1:${closed}/shop` });
    expect(refused.code).toBe(1);
    expectOneLine(
      refused.stderr,
      new RegExp(`^\\[start\\] PostgreSQL at 127\\.0\\.0\\.1:${closed}/shop refused the connection: is PostgreSQL running there\\? \\(ECONNREFUSED\\)$`),
    );
    expect(refused.stderr).not.toContain('geheim');

    const unknown = await start({ DATABASE_URL: 'postgres://shop@db.invalid/shop' });
    expect(unknown.code).toBe(1);
    expectOneLine(unknown.stderr, /^\[start\] PostgreSQL at db\.invalid:5432\/shop has a host name that (does not|could not) resolve/);
  });

  it('names a port already in use', async () => {
    const taken = createServer();
    const port = await new Promise<number>((resolve) => taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)));
    try {
      const run = await start({ PORT: String(port) });
      expect(run.code).toBe(1);
      expectOneLine(run.stderr, new RegExp(`^\\[start\\] Port ${port} on 127\\.0\\.0\\.1 is in use`));
    } finally {
      taken.close();
    }
  });
});
