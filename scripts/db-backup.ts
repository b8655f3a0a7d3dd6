/**
 * `npm run db:backup [-- --out FILE]`: a consistent copy of the embedded database as a gzipped
 * tarball, by default `backups/framboos-YYYYMMDD-HHMMSS.tar.gz` (UTC). While the shop runs it
 * holds the directory, so the copy comes from the shop itself over its control socket; when no
 * process holds it, this command opens the directory itself (docs/embedded-db.md, backups).
 */
import { existsSync, linkSync, mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '#src/server/config.ts';
import { DatabaseLockedError } from '#src/server/db/lock.ts';
import { ControlUnavailableError, requestBackup } from './db-control.ts';

export class BackupError extends Error {}

const stamp = (d: Date): string => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

export const defaultBackupFile = (now = new Date()): string => join('backups', `framboos-${stamp(now)}.tar.gz`);

/** The shop may be starting (lock taken, socket not served yet): a few tries before giving up. */
async function fromRunningShop(dataDir: string, holderPid: number | undefined): Promise<Buffer> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await requestBackup(dataDir);
    } catch (err) {
      if (!(err instanceof ControlUnavailableError))
        throw new BackupError(`The running shop (process ${holderPid ?? '?'}) could not make the backup: ${(err as Error).message}`);
      if (attempt >= 20) {
        throw new BackupError(
          `The embedded database in "${dataDir}" is held by process ${holderPid ?? '?'}, which does not answer on its control socket (only npm start serves it). Stop that process and run the backup again.`,
        );
      }
      await new Promise((done) => setTimeout(done, 250));
    }
  }
}

async function fromDirectory(dataDir: string): Promise<{ data: Buffer; source: string } | { lockedBy: number | undefined }> {
  // Loaded here, not at the top: a refusal answers without loading the database engine.
  const { openDatabase } = await import('#src/server/db/client.ts');
  let database;
  try {
    database = await openDatabase({ dataDir });
  } catch (err) {
    if (err instanceof DatabaseLockedError) return { lockedBy: err.holderPid };
    throw new BackupError(`The embedded database in "${dataDir}" could not be opened: ${(err as Error).message}`);
  }
  try {
    const blob = await database.dumpDataDir!();
    return { data: Buffer.from(await blob.arrayBuffer()), source: `"${dataDir}" (no shop running)` };
  } finally {
    await database.close();
  }
}

/** Writes the backup of `dataDir` to `out` (never over an existing file); answers where it came from. */
export async function backup(dataDir: string, out: string): Promise<{ file: string; bytes: number; source: string }> {
  if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) throw new BackupError(`There is no embedded database in "${dataDir}" to back up.`);
  if (existsSync(out)) throw new BackupError(`"${out}" already exists; a backup never overwrites a file.`);
  const direct = await fromDirectory(dataDir);
  const { data, source } =
    'data' in direct ? direct : { data: await fromRunningShop(dataDir, direct.lockedBy), source: `the running shop (process ${direct.lockedBy ?? '?'})` };
  if (data[0] !== 0x1f || data[1] !== 0x8b) throw new BackupError('The copy made is not a gzip file; nothing was written.');
  // Backups hold customers' data: readable by the operator only. Written beside the target and
  // linked into place, so a backup file is complete or absent, and never replaces another.
  mkdirSync(dirname(out), { recursive: true, mode: 0o700 });
  const partial = `${out}.${process.pid}.partial`;
  writeFileSync(partial, data, { mode: 0o600 });
  try {
    linkSync(partial, out);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupError(`"${out}" already exists; a backup never overwrites a file.`);
    throw err;
  } finally {
    unlinkSync(partial);
  }
  return { file: out, bytes: data.length, source };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { values } = parseArgs({ options: { out: { type: 'string' } } });
    const settings = readConfig();
    if (settings.DATABASE_URL) throw new BackupError('The shop runs on PostgreSQL (DATABASE_URL is set): back it up with pg_dump (README, Backups).');
    const done = await backup(settings.DATA_DIR, values.out ?? defaultBackupFile());
    console.log(`[backup] wrote ${done.file} (${(done.bytes / 1_048_576).toFixed(1)} MB) from ${done.source}`);
  } catch (err) {
    // Every failure is one line: a wrong option, a missing database, a shop that cannot answer.
    console.error(`[backup] ${(err as Error).message}`);
    process.exit(1);
  }
}
