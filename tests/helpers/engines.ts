/** Runs a suite once per database engine: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
import { inject } from 'vitest';
import { openDatabase, type Database } from '#src/server/db/client.ts';
import { pgliteCopy } from './template.ts';

export type Engine = { name: 'pglite' | 'postgres'; open: () => Promise<Database> };

export function engines(): Engine[] {
  const list: Engine[] = [{ name: 'pglite', open: pgliteCopy }];
  const url = inject('postgresUrl');
  if (url) list.push({ name: 'postgres', open: () => openDatabase({ databaseUrl: url, poolSize: 4 }) });
  return list;
}
