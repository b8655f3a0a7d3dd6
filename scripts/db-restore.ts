/**
 * `npm run db:restore -- FILE [--to DIR] [--force]`: puts a backup of `npm run db:backup` back as
 * the embedded database of DATA_DIR (or DIR). Refuses while a process holds the directory, and
 * refuses to replace a database unless --force, which moves the old one aside and never deletes
 * it. The backup is unpacked beside the target and checked (it opens, its migrations table is
 * there) before it takes the target's place (docs/embedded-db.md, restoring).
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { readConfig } from '#src/server/config.ts';
import { acquireDataDirLock, DatabaseLockedError } from '#src/server/db/lock.ts';

export class RestoreError extends Error {}

const stamp = (d: Date): string => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** The tar entries' names of an uncompressed tarball; throws on a broken header. */
function tarNames(tar: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break; // end of archive
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0', 8);
    if (!name || Number.isNaN(size)) throw new Error('broken tar header');
    names.push(prefix ? `${prefix}/${name}` : name);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

/** Reads and checks the backup file; answers it as PGlite loads it. */
function readBackup(file: string): Blob {
  if (!existsSync(file) || !statSync(file).isFile()) throw new RestoreError(`There is no backup file "${file}".`);
  const data = readFileSync(file);
  let tar: Buffer;
  try {
    tar = data[0] === 0x1f && data[1] === 0x8b ? gunzipSync(data) : data;
    if (!tarNames(tar).some((name) => name === 'PG_VERSION' || name.endsWith('/PG_VERSION'))) throw new Error('no PG_VERSION');
  } catch {
    throw new RestoreError(`"${file}" is not a backup of the embedded database (damaged, cut short, or another kind of file).`);
  }
  return new Blob([data]);
}

const holdsDatabase = (dir: string): boolean => existsSync(dir) && readdirSync(dir).length > 0;

/** Answers the path of the old database when one was moved aside. */
export async function restore(file: string, dataDir: string, { force = false } = {}): Promise<{ target: string; movedAside?: string }> {
  const backupData = readBackup(file);
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (err) {
    if (err instanceof DatabaseLockedError) throw new RestoreError(`Cannot restore while the database is in use. ${err.message}`);
    throw err;
  }
  try {
    const target = join(dataDir, 'pglite');
    if (holdsDatabase(target) && !force) {
      throw new RestoreError(`"${target}" already holds a database; add --force to move it aside (it is kept, never deleted) and restore.`);
    }
    const staging = join(dataDir, `.pglite-restoring-${process.pid}`);
    rmSync(staging, { recursive: true, force: true }); // ours: a pid is one process at a time, and we hold the lock
    try {
      await unpackAndCheck(backupData, staging, file);
    } catch (err) {
      rmSync(staging, { recursive: true, force: true });
      throw err;
    }
    let movedAside: string | undefined;
    if (existsSync(target)) {
      if (holdsDatabase(target)) {
        movedAside = join(dataDir, `pglite.before-restore-${stamp(new Date())}`);
        renameSync(target, movedAside);
      } else rmSync(target, { recursive: true }); // an empty directory: nothing to keep
    }
    renameSync(staging, target);
    return { target, movedAside };
  } finally {
    release();
  }
}

async function unpackAndCheck(backupData: Blob, staging: string, file: string): Promise<void> {
  // Loaded here, not at the top: a refusal answers without loading the database engine.
  const [{ PGlite }, { pgliteExtensions }] = await Promise.all([import('@electric-sql/pglite'), import('#src/server/db/client.ts')]);
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: staging, loadDataDir: backupData, extensions: pgliteExtensions() });
  } catch (err) {
    throw new RestoreError(`"${file}" could not be opened as a database (${(err as Error).message}).`);
  }
  try {
    const found = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`).catch(() => undefined);
    if (!found || found.rows[0]!.n === 0) throw new RestoreError(`"${file}" holds a database, but not the shop's: it has no migrations table.`);
  } finally {
    await client.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { values, positionals } = parseArgs({ options: { to: { type: 'string' }, force: { type: 'boolean', default: false } }, allowPositionals: true });
    if (positionals.length !== 1) throw new RestoreError('Name one backup file: npm run db:restore -- backups/framboos-….tar.gz [--to DIR] [--force]');
    const settings = values.to === undefined ? readConfig() : undefined;
    if (settings?.DATABASE_URL)
      throw new RestoreError(
        'The shop runs on PostgreSQL (DATABASE_URL is set): restore it with pg_restore (README, Backups), or name the embedded directory with --to.',
      );
    const dataDir = values.to ?? settings!.DATA_DIR;
    const done = await restore(positionals[0]!, dataDir, { force: values.force });
    console.log(`[restore] restored ${positionals[0]} into ${done.target}${done.movedAside ? `; the database that was there is now ${done.movedAside}` : ''}`);
  } catch (err) {
    console.error(`[restore] ${(err as Error).message}`);
    process.exit(1);
  }
}
