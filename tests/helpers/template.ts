/**
 * Test databases. A migrated and seeded PGlite template is built once per test run (global
 * setup) and dumped to a file; each test file loads its own copy (much faster than initdb +
 * migrate + seed). With TEST_DATABASE_URL, PostgreSQL gets one database per run, created from
 * scratch and dropped at the end, so runs never see each other's rows.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteExtensions, type Database } from '#src/server/db/client.ts';
import { seedDatabase } from '#src/server/db/seed/index.ts';

export const TMP_DIR = join(process.cwd(), 'tests/.tmp');
export const TEMPLATE_FILE = join(TMP_DIR, 'pglite-template.tar.gz');

export async function buildPgliteTemplate(): Promise<void> {
  mkdirSync(TMP_DIR, { recursive: true });
  const client = await PGlite.create({ extensions: pgliteExtensions() });
  const database = await openDatabase({ pglite: client });
  await database.migrate();
  await seedDatabase(database.db, { demoCustomers: true });
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

/** A private copy of the seeded template, in memory. */
export async function pgliteCopy(): Promise<Database> {
  if (!existsSync(TEMPLATE_FILE)) throw new Error('PGlite template missing: run through vitest (global setup builds it)');
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(TEMPLATE_FILE)]), extensions: pgliteExtensions() });
  return openDatabase({ pglite: client });
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates, migrates and seeds a fresh PostgreSQL database; returns its URL and a drop function. */
export async function createPostgresDatabase(adminUrl: string, label = 'webshop_test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${label}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await database.migrate();
    await seedDatabase(database.db, { demoCustomers: true });
  } finally {
    await database.close();
  }
  return {
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
