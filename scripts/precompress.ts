/** Writes .br and .gz beside every compressible built asset, so the server sends them as they are. */
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const ROOT = 'dist/client';
const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|xml|map|webmanifest)$/;

let files = 0;
function walk(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(name) && statSync(path).size > 512) {
      const body = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      files++;
    }
  }
}
walk(ROOT);
console.log(`[precompress] ${files} files`);
