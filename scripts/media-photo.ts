/**
 * Puts a real photo in place of a product's generated picture (docs/catalogue.md, media):
 *   npm run media:photo -- RPI5-8GB ./front.jpg        the main picture (position 0)
 *   npm run media:photo -- RPI5-8GB ./side.png 1       the second picture
 * The file goes into the media store (DATA_DIR/media/uploads/products/) and the product's picture
 * at that position points at it. Uses DATABASE_URL when set, otherwise PGlite under DATA_DIR
 * (default "data"), which only one process can hold: stop the shop first. Exit codes: 0 done,
 * 1 failure, 2 invalid arguments.
 */
import { existsSync } from 'node:fs';
import { openDatabase } from '#src/server/db/client.ts';
import { addProductPhoto } from '#src/server/media/photos.ts';

const USAGE = 'Usage: npm run media:photo -- SKU FILE [POSITION]';

async function main(): Promise<number> {
  const [sku, file, position = '0'] = process.argv.slice(2);
  if (!sku || !file || !/^\d{1,2}$/.test(position) || !existsSync(file)) {
    console.error(`Error: ${!file || existsSync(file) ? 'missing or invalid arguments' : `no file ${file}`}\n${USAGE}`);
    return 2;
  }
  const url = process.env.DATABASE_URL?.trim();
  const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: process.env.DATA_DIR ?? 'data' });
  try {
    await database.migrate();
    console.log(`${sku}: picture ${Number(position) + 1} is now ${await addProductPhoto(database.db, sku, file, Number(position))}`);
    return 0;
  } catch (err) {
    console.error(`Error: ${(err as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
