/**
 * Adding a real photo to a product (docs/catalogue.md, media): the file is copied into the media
 * store and the product's picture at that position points at it, in one step, replacing the
 * generated picture there (or added after the others). Used by `npm run media:photo`.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int } from '../db/decode.ts';
import { isUploadPath, mediaStoreDir } from './store.ts';

export async function addProductPhoto(db: Db, sku: string, file: string, position = 0): Promise<string> {
  const ext = extname(file).slice(1).toLowerCase().replace('jpeg', 'jpg');
  const path = `uploads/products/${sku.toLowerCase()}-${position + 1}.${ext}`;
  if (!isUploadPath(path)) throw new Error(`a photo must be a .jpg, .png or .webp file, and ${sku} a SKU`);
  const [product] = await rows(db, z.object({ id: int }), sql`SELECT id FROM products WHERE sku = ${sku}`);
  if (!product) throw new Error(`no product with SKU ${sku}`);
  await mkdir(resolve(mediaStoreDir(), 'uploads/products'), { recursive: true });
  await copyFile(file, resolve(mediaStoreDir(), path));
  const url = `/media/${path}`;
  await db.transaction(async (tx) => {
    const replaced = await rows(
      tx,
      z.object({ id: int }),
      sql`UPDATE product_media SET url = ${url} WHERE product_id = ${product.id} AND position = ${position} RETURNING id`,
    );
    if (replaced.length === 0) await tx.execute(sql`INSERT INTO product_media (product_id, position, url) VALUES (${product.id}, ${position}, ${url})`);
  });
  return url;
}
