import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#src/server/db/client.ts';
import { seedDatabase } from '#src/server/db/seed/index.ts';
import { tempDir } from './support.ts';

/**
 * Prepares one migrated and seeded embedded DATA_DIR for the run; a scenario on the embedded
 * engine copies it (a copy of a directory takes a moment, a seed many seconds). PostgreSQL
 * scenarios make a database of their own per file, as they cut and kill its connections.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const dir = tempDir('embedded');
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
    await seedDatabase(database.db, { demoCustomers: true });
  } finally {
    await database.close();
  }
  project.provide('faultsDataDir', dir);
  console.log(`[faults setup] embedded database ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    faultsDataDir: string;
  }
}
