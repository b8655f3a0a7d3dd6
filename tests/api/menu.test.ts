/** The site menu (src/server/shell/menu.ts) and GET /api/menu on the seeded database, on every engine. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { callEndpoint, type ApiError } from '../helpers/call-endpoint.ts';
import { inRollback } from '../helpers/rollback.ts';
import { useDatabase, closeDatabase } from '#src/server/database.ts';
import { loadMenu, clearMenuCache, MENU_BACKOFF_MS } from '#src/server/shell/menu.ts';
import { itemsInLocale, MENU_ITEM_TYPES, type MenuItem } from '#src/lib/menu.ts';
import { SCREENS } from '#src/lib/routes.ts';
import { rows } from '#src/server/db/query.ts';
import type { Database, Db } from '#src/server/db/client.ts';
import { GET as menuEndpoint } from '#src/pages/api/menu.ts';

type MenuAnswer = { locale: string; menuItems: MenuItem[] };

const depth = (items: MenuItem[]): number => (items.length === 0 ? 0 : 1 + Math.max(...items.map((i) => depth(i.children))));
const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children)]);
const taxa = (items: MenuItem[]) => items.filter((i) => i.type === 'taxon');

for (const engine of engines()) {
  describe(`menu on ${engine.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await engine.open();
      useDatabase(database);
    });
    afterAll(async () => {
      await closeDatabase();
    });
    beforeEach(() => clearMenuCache());

    it('has the active menu categories as taxon items three levels deep, in menu order, then newest products and customer service', async () => {
      const menu = await loadMenu(database.db, 'international');
      const top = await rows<{ id: number }>(
        database.db,
        sql`
        SELECT id FROM categories WHERE parent_id IS NULL AND is_active AND show_in_menu ORDER BY position, id`,
      );
      expect(taxa(menu).map((i) => i.id)).toEqual(top.map((c) => `taxon-${c.id}`));
      expect(depth(taxa(menu))).toBe(3);
      expect(menu.slice(-2).map((i) => [i.id, i.type])).toEqual([
        ['screen-newestProducts', 'static-url'],
        ['text-service', 'text'],
      ]);
      expect(menu.at(-2)?.value).toEqual(SCREENS.newestProducts.paths);
      const service = menu.at(-1)?.children ?? [];
      expect(service.map((i) => i.type)).toEqual(expect.arrayContaining(['page', 'static-url']));
      expect(service.find((i) => i.id === 'page-warranty')?.value).toEqual({ en: 'service/warranty', nl: 'service/garantie', de: 'service/garantie' });
    });

    it('gives every item a name and an address per locale that match the catalogue', async () => {
      const all = flatten(await loadMenu(database.db, 'nl'));
      for (const item of all) {
        expect(MENU_ITEM_TYPES).toContain(item.type);
        expect(Object.keys(item.name)).toEqual(['en', 'nl', 'de']);
        for (const name of Object.values(item.name)) expect(name.length).toBeGreaterThan(0);
        if (item.type === 'text') expect(item.value).toBeNull();
        else expect(item.value).toBeTruthy();
      }
      const translations = await rows<{ locale: string; name: string; slug: string }>(
        database.db,
        sql`
        SELECT locale, name, slug FROM category_translations WHERE category_id = 46 ORDER BY locale`,
      );
      const soldering = all.find((i) => i.id === 'taxon-46');
      for (const t of translations) {
        expect(soldering?.name[t.locale as 'en' | 'nl' | 'de']).toBe(t.name);
        expect((soldering?.value as Record<string, string>)[t.locale]).toBe(t.slug);
      }
    });

    it('lists the return-policy page only in the Dutch shop', async () => {
      const ids = (menu: MenuItem[]) => flatten(menu).map((i) => i.id);
      expect(ids(await loadMenu(database.db, 'nl'))).toContain('screen-returnPolicy');
      expect(ids(await loadMenu(database.db, 'international'))).not.toContain('screen-returnPolicy');
    });

    it('leaves out categories hidden from the menu and falls back names of missing translations', async () => {
      await inRollback(database, async (db: Db) => {
        await db.execute(sql`UPDATE categories SET show_in_menu = false WHERE id = 11`);
        await db.execute(sql`DELETE FROM category_translations WHERE category_id = 15 AND locale = 'de'`);
        const menu = await loadMenu(db, 'international');
        expect(flatten(menu).map((i) => i.id)).not.toContain('taxon-11');
        const cases = menu.find((i) => i.id === 'taxon-15');
        expect(cases?.name.de).toBe(cases?.name.nl);
        expect(cases?.value).not.toHaveProperty('de');
        // A German client cannot link to it, so the German answer leaves it out; English keeps it.
        expect(itemsInLocale(menu, 'de').map((i) => i.id)).not.toContain('taxon-15');
        expect(itemsInLocale(menu, 'en').map((i) => i.id)).toContain('taxon-15');
      });
    });

    it('GET /api/menu answers menuItems for the Accept-Language locale, cacheable for a day', async () => {
      const de = await callEndpoint<MenuAnswer>(menuEndpoint, '/api/menu', { headers: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' } });
      expect(de.status).toBe(200);
      expect(de.body.locale).toBe('de');
      expect(de.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(de.headers.get('vary')).toBe('Accept-Language');
      expect(de.body.menuItems.length).toBeGreaterThanOrEqual(10);
      expect(de.body.menuItems[0]).toMatchObject({ id: 'taxon-1', type: 'taxon', name: { de: 'Einplatinencomputer' }, value: { de: 'einplatinencomputer' } });
      expect(depth(de.body.menuItems)).toBe(3);

      for (const header of [undefined, 'fr-FR', '*', ';;;q=abc,,', 'x'.repeat(5000)]) {
        const answer = await callEndpoint<MenuAnswer>(menuEndpoint, '/api/menu', { headers: header === undefined ? {} : { 'Accept-Language': header } });
        expect(answer.status).toBe(200);
        expect(answer.body.locale).toBe('en');
      }
    });

    it('GET /api/menu on the Dutch shop links its own pages', async () => {
      const nl = await callEndpoint<MenuAnswer>(menuEndpoint, '/api/menu', { shop: 'nl', headers: { 'Accept-Language': 'nl' } });
      expect(flatten(nl.body.menuItems).map((i) => i.id)).toContain('screen-returnPolicy');
    });

    it('answers 503 while the database is down and does not retry it for 30 s', async () => {
      let queries = 0;
      const broken: Db = {
        execute: async () => {
          queries++;
          throw new Error('connection refused');
        },
      } as unknown as Db;
      useDatabase({ ...database, db: broken });
      try {
        const first = await callEndpoint<ApiError>(menuEndpoint, '/api/menu');
        expect(first.status).toBe(503);
        expect(first.body).toMatchObject({ error: true, status: 503 });
        expect(first.headers.get('retry-after')).toBe(String(MENU_BACKOFF_MS / 1000));
        const attempted = queries;
        expect(attempted).toBeGreaterThan(0);
        useDatabase(database);
        const during = await callEndpoint<ApiError>(menuEndpoint, '/api/menu');
        expect(during.status).toBe(503);
        expect(queries).toBe(attempted);
      } finally {
        useDatabase(database);
        clearMenuCache();
      }
      expect((await callEndpoint(menuEndpoint, '/api/menu')).status).toBe(200);
    });
  });
}
