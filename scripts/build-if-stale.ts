/**
 * Builds the app when dist/ is missing or older than any source file, so `npm start` on a
 * fresh clone (or after a pull) serves what the sources say.
 */
import { statSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const STAMP = 'dist/.build-stamp';
const INPUTS = ['src', 'i18n', 'public', 'astro.config.mjs', 'uno.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

export function buildIfStale(): void {
  const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  const sources = Math.max(...INPUTS.map(newestMtime));
  if (built >= sources && process.env.FORCE_BUILD !== '1') return;
  console.log(built ? '[start] sources changed: building…' : '[start] no build yet: building…');
  const result = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[start] build failed');
    process.exit(result.status ?? 1);
  }
  const compress = spawnSync(process.execPath, ['scripts/precompress.ts'], { stdio: 'inherit' });
  if (compress.status !== 0) process.exit(compress.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
