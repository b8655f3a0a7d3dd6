/**
 * The media route reads what it draws from the database, on every engine: a category's picture
 * shows the artwork its row names (a category added later gets its own), and a download is
 * generated from its product_downloads row (a download added later is served). Bad paths are
 * 404s, never errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { APIContext } from 'astro';
import { engines } from '../helpers/engines.ts';
import { inRollback } from '../helpers/rollback.ts';
import { useDatabase, closeDatabase } from '#src/server/database.ts';
import type { Database } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import { GET as media } from '#src/pages/media/[...path].ts';
import { GET as downloads } from '#src/pages/media/downloads/[...path].ts';
import { renderCategorySvg } from '#src/server/media/placeholder.ts';

const get = async (route: typeof media, path: string): Promise<Response> => route({ params: { path } } as unknown as APIContext);

for (const engine of engines()) {
  describe(`media from the database on ${engine.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await engine.open();
      useDatabase(database);
    });
    afterAll(async () => {
      await closeDatabase();
    });

    it('draws a seeded category with the artwork its row names', async () => {
      const [first] = await rows<{ id: number; artwork: string }>(database.db, sql`SELECT id, artwork FROM categories ORDER BY id LIMIT 1`);
      expect(first?.artwork).toBe('board');
      const res = await get(media, `categories/${first!.id}.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toBe(renderCategorySvg(first!.id, 'board'));
    });

    it('draws a category added later with its own artwork, and one without artwork generically', async () => {
      await inRollback(database, async (db) => {
        const [sensors, plain] = await rows<{ id: number }>(
          db,
          sql`
          INSERT INTO categories (parent_id, position, image_url, artwork)
          VALUES (NULL, 99, NULL, 'sensor'), (NULL, 100, NULL, NULL) RETURNING id`,
        );
        expect(await (await get(media, `categories/${sensors!.id}.svg`)).text()).toBe(renderCategorySvg(sensors!.id, 'sensor'));
        expect(await (await get(media, `categories/${plain!.id}.svg`)).text()).toBe(renderCategorySvg(plain!.id, null));
        const webp = await get(media, `thumbnail/categories/${sensors!.id}.webp`);
        expect([webp.status, webp.headers.get('content-type')]).toEqual([200, 'image/webp']);
      });
    });

    it('serves a download added later, generated from its row', async () => {
      await inRollback(database, async (db) => {
        await db.execute(sql`
          INSERT INTO product_downloads (product_id, title, url, kind, position)
          SELECT id, '{"en":"Wiring guide","nl":"Aansluitgids","de":"Anschlussanleitung"}'::jsonb,
            '/media/downloads/rpi5-8gb/wiring-guide.txt', 'firmware', 99
          FROM products WHERE sku = 'RPI5-8GB'`);
        const res = await get(downloads, 'rpi5-8gb/wiring-guide.txt');
        expect(res.status).toBe(200);
        expect(res.headers.get('content-disposition')).toBe('inline; filename="wiring-guide.txt"');
        const text = await res.text();
        expect(text.startsWith('Wiring guide\n============\n')).toBe(true);
        expect(text).toContain('Firmware for product RPI5-8GB');
      });
    });

    it('answers unknown and odd paths with the JSON 404', async () => {
      const cases: [typeof media, string][] = [
        [downloads, 'rpi5-8gb/nope.pdf'],
        [downloads, `rpi5-8gb/${'x'.repeat(5000)}.pdf`],
        [downloads, ''],
        [media, 'payment/constructor.svg'],
        [media, 'payment/__proto__.svg'],
        [media, 'categories/0.svg'],
        [media, 'categories/abc.svg'],
      ];
      for (const [route, path] of cases) {
        const res = await get(route, path);
        expect(res.status, path).toBe(404);
        expect(await res.json()).toEqual({ error: true, message: 'Not found', status: 404 });
      }
    });
  });
}
