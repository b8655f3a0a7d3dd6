/** A second process on the same PGlite directory fails fast, naming the holder. */
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '#src/server/db/client.ts';
import { DatabaseLockedError } from '#src/server/db/lock.ts';
import { TMP_DIR } from '../helpers/template.ts';

describe('embedded database lock', () => {
  it('refuses a second process and frees the directory when the holder ends', async () => {
    const dir = mkdtempSync(join(TMP_DIR, 'lock-'));
    const holderCode = `
      import { openDatabase } from ${JSON.stringify(join(process.cwd(), 'src/server/db/client.ts'))};
      const d = await openDatabase({ dataDir: ${JSON.stringify(dir)} });
      console.log('ready');
      process.stdin.on('data', async () => { await d.close(); process.exit(0); });`;
    const holder = spawn(process.execPath, ['--input-type=module', '-e', holderCode], { stdio: ['pipe', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (b: Buffer) => b.toString().includes('ready') && resolve());
        holder.once('exit', (code) => reject(new Error(`holder exited ${code}`)));
      });
      const attempt = openDatabase({ dataDir: dir });
      await expect(attempt).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(new RegExp(`process ${holder.pid}`));
      holder.stdin.write('stop\n');
      await new Promise((r) => holder.once('exit', r));
      const after = await openDatabase({ dataDir: dir });
      expect(await after.ping()).toBe(true);
      await after.close();
    } finally {
      holder.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
