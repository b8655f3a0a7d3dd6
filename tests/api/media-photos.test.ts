/**
 * Real photos in place of generated pictures, on every engine (docs/catalogue.md, media): a photo
 * added for a product is stored in the media store, its picture row points at it, the media route
 * serves it and its presets, and anything that is not a stored photo stays a 404.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { APIContext } from 'astro';
import { engines } from '../helpers/engines.ts';
import { inRollback } from '../helpers/rollback.ts';
import { useDatabase, closeDatabase } from '#src/server/database.ts';
import type { Database } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import { addProductPhoto } from '#src/server/media/photos.ts';
import { presetUrl } from '#src/lib/image-presets.ts';

// Read by the app's settings on first use, which comes after this module is loaded.
const dataDir = mkdtempSync(join(tmpdir(), 'media-photos-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const { GET: media } = await import('#src/pages/media/[...path].ts');
const get = async (path: string): Promise<Response> => media({ params: { path } } as unknown as APIContext);

for (const engine of engines()) {
  describe(`product photos on ${engine.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await engine.open();
      useDatabase(database);
    });
    afterAll(async () => {
      await closeDatabase();
    });

    it('replaces the generated picture at its position with the photo, served as it is and in presets', async () => {
      // Inside a transaction rolled back at the end: the PostgreSQL database is shared with other
      // test files, which must never see this product without translations.
      await inRollback(database, async (db) => {
        const sku = `PHOTO-${randomBytes(4).toString('hex').toUpperCase()}`;
        const [product] = await rows<{ id: number }>(db, sql`INSERT INTO products (sku, price_cents, stock) VALUES (${sku}, 500, 3) RETURNING id`);
        await db.execute(sql`
          INSERT INTO product_media (product_id, position, url) VALUES (${product!.id}, 0, ${`/media/products/${sku}-1.svg`}), (${product!.id}, 1, ${`/media/products/${sku}-2.svg`})`);
        const file = join(dataDir, 'front.png');
        await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c2185b' } })
          .png()
          .toFile(file);

        const url = await addProductPhoto(db, sku, file);
        expect(url).toBe(`/media/uploads/products/${sku.toLowerCase()}-1.png`);
        const media = await rows<{ position: number; url: string }>(
          db,
          sql`SELECT position, url FROM product_media WHERE product_id = ${product!.id} ORDER BY position`,
        );
        expect(media).toEqual([
          { position: 0, url },
          { position: 1, url: `/media/products/${sku}-2.svg` },
        ]);

        const photo = await get(url.slice('/media/'.length));
        expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/png']);
        const thumb = presetUrl(url, 'thumbnail');
        expect(thumb).toBe(`/media/thumbnail/uploads/products/${sku.toLowerCase()}-1.png.webp`);
        const webp = await get(thumb.slice('/media/'.length));
        expect([webp.status, webp.headers.get('content-type')]).toEqual([200, 'image/webp']);
        expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(300);

        for (const bad of ['uploads/products/nothing-here.png', 'uploads/products/../../secret.png', 'uploads/products/UPPER.png', 'uploads/other/x.png']) {
          expect((await get(bad)).status, bad).toBe(404);
        }
        await expect(addProductPhoto(db, 'NO-SUCH-SKU', file)).rejects.toThrow('no product with SKU NO-SUCH-SKU');
      });
    });
  });
}
