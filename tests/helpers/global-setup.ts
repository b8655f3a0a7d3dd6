import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, createPostgresDatabase } from './template.ts';

/** Builds the PGlite template and, with TEST_DATABASE_URL, one PostgreSQL database for the run. */
export default async function setup(project: TestProject) {
  const started = Date.now();
  await buildPgliteTemplate();
  let drop: (() => Promise<void>) | undefined;
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const created = await createPostgresDatabase(admin);
    drop = created.drop;
    project.provide('postgresUrl', created.url);
  } else {
    project.provide('postgresUrl', '');
  }
  console.log(`[test setup] databases ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return async () => {
    await drop?.();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
