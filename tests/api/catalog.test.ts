/** The catalogue, reviews and content modules on the seeded database, on every engine. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../helpers/engines.ts';
import { useDatabase, closeDatabase } from '#src/server/database.ts';
import { categoryTree, findCategoryBySlug, newestProducts, findProductBySlug, type CategoryNode } from '#src/server/catalog/listings.ts';
import { loadCategoryListing } from '#src/server/catalog/category-listing.ts';
import { EMPTY_LISTING } from '#src/lib/listing-url.ts';
import { shopReviewSummary } from '#src/server/shell/shop-reviews.ts';
import { findDatabasePage } from '#src/server/content/database-pages.ts';
import { footerPaymentMethods, randomOfferBar } from '#src/server/shell/header-footer.ts';
import { rows } from '#src/server/db/query.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '#src/server/db/client.ts';

const depth = (nodes: CategoryNode[]): number => (nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children))));

for (const engine of engines()) {
  describe(`catalogue on ${engine.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await engine.open();
      useDatabase(database);
    });
    afterAll(async () => {
      await closeDatabase();
    });

    it('applies migrations idempotently', async () => {
      await expect(database.migrate()).resolves.toBeUndefined();
    });

    it('has a category tree three levels deep in every locale', async () => {
      for (const locale of ['en', 'nl', 'de'] as const) {
        const tree = await categoryTree(locale);
        expect(tree.length).toBeGreaterThanOrEqual(8);
        expect(depth(tree)).toBe(3);
      }
    });

    it('finds a category by its localized slug with slugs for every locale and its ancestors', async () => {
      const [top] = await categoryTree('de');
      const leafParent = top!.children.find((c) => c.children.length > 0)!;
      const leaf = leafParent.children[0]!;
      const found = await findCategoryBySlug('de', leaf.slug);
      expect(found).not.toBeNull();
      expect(Object.keys(found!.slugs).sort()).toEqual(['de', 'en', 'nl']);
      expect(found!.ancestors.map((a) => a.slug)).toEqual([top!.slug, leafParent.slug]);
      expect(await findCategoryBySlug('de', 'no-such-category')).toBeNull();
    });

    it('pages through a category including its descendants', async () => {
      const [top] = await categoryTree('en');
      const list = (page: number) =>
        loadCategoryListing(database.db, {
          categoryId: top!.id,
          locale: 'en',
          vatRateBp: 2100,
          state: { ...EMPTY_LISTING, page },
          propertyKeys: [],
          perPage: 5,
        });
      const first = await list(1);
      expect(first.total).toBeGreaterThan(5);
      expect(first.items).toHaveLength(5);
      const second = await list(2);
      expect(second.items.map((p) => p.id)).not.toEqual(expect.arrayContaining(first.items.map((p) => p.id)));
      expect(first.lastPage).toBe(Math.ceil(first.total / 5));
    });

    it('lists newest products with names in the page language and prices in cents', async () => {
      const products = await newestProducts('nl', 8);
      expect(products).toHaveLength(8);
      for (const p of products) {
        expect(Number.isInteger(p.priceCents)).toBe(true);
        expect(p.name.length).toBeGreaterThan(0);
      }
      const detail = await findProductBySlug('nl', products[0]!.slug);
      expect(detail?.id).toBe(products[0]!.id);
      expect(Object.keys(detail!.slugs).sort()).toEqual(['de', 'en', 'nl']);
    });

    it('seeds at least 250 products with complete translations and valid EANs', async () => {
      const [count] = await rows<{ products: number; incomplete: number; bad_ean: number }>(
        database.db,
        sql`
        SELECT count(*)::int AS products,
          count(*) FILTER (WHERE (SELECT count(*) FROM product_translations t WHERE t.product_id = p.id) <> 3)::int AS incomplete,
          count(*) FILTER (WHERE p.gtin !~ '^[0-9]{13}$')::int AS bad_ean
        FROM products p`,
      );
      expect(count!.products).toBeGreaterThanOrEqual(250);
      expect(count!.incomplete).toBe(0);
      expect(count!.bad_ean).toBe(0);
      const [kits] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM products WHERE is_composite`);
      expect(kits!.n).toBeGreaterThanOrEqual(5);
    });

    it('offers a product in one step of a kit only (parts are named by product id); another kit may offer it too', async () => {
      const [part] = await rows<{ step_id: number; product_id: number; kit_id: number }>(
        database.db,
        sql`
        SELECT sp.step_id, sp.product_id, s.product_id AS kit_id FROM composite_step_products sp
        JOIN composite_steps s ON s.id = sp.step_id
        WHERE EXISTS (SELECT 1 FROM composite_steps o WHERE o.product_id = s.product_id AND o.id <> s.id)
        ORDER BY sp.step_id, sp.product_id LIMIT 1`,
      );
      const [otherStep] = await rows<{ id: number }>(
        database.db,
        sql`
        SELECT id FROM composite_steps WHERE product_id = ${part!.kit_id} AND id <> ${part!.step_id} ORDER BY id LIMIT 1`,
      );
      // Drizzle wraps the database's error; its cause is the trigger's message.
      const refused = { cause: { message: expect.stringMatching(/more than one step/) } };
      await expect(
        database.db.execute(sql`
        INSERT INTO composite_step_products (step_id, product_id) VALUES (${otherStep!.id}, ${part!.product_id})`),
      ).rejects.toMatchObject(refused);
      // Moving the part to the other step is allowed: it is then in one step still.
      await database.db.execute(
        sql`UPDATE composite_step_products SET step_id = ${otherStep!.id} WHERE step_id = ${part!.step_id} AND product_id = ${part!.product_id}`,
      );
      await database.db.execute(
        sql`UPDATE composite_step_products SET step_id = ${part!.step_id} WHERE step_id = ${otherStep!.id} AND product_id = ${part!.product_id}`,
      );
      const [otherKit] = await rows<{ id: number }>(
        database.db,
        sql`
        SELECT s.id FROM composite_steps s WHERE s.product_id <> ${part!.kit_id}
          AND NOT EXISTS (SELECT 1 FROM composite_step_products sp JOIN composite_steps k ON k.id = sp.step_id
            WHERE k.product_id = s.product_id AND sp.product_id = ${part!.product_id})
        ORDER BY s.id LIMIT 1`,
      );
      await database.db.execute(sql`INSERT INTO composite_step_products (step_id, product_id, position) VALUES (${otherKit!.id}, ${part!.product_id}, 99)`);
      // Nor can a step move to a kit whose other steps offer its products (the other kit now does).
      await expect(
        database.db.execute(sql`
        UPDATE composite_steps SET product_id = (SELECT product_id FROM composite_steps WHERE id = ${otherKit!.id}), step = 999
        WHERE id = ${part!.step_id}`),
      ).rejects.toMatchObject(refused);
      await database.db.execute(sql`DELETE FROM composite_step_products WHERE step_id = ${otherKit!.id} AND product_id = ${part!.product_id}`);
    });

    it('summarises shop reviews as 9.3 from 5588', async () => {
      expect(await shopReviewSummary()).toEqual({ average: 9.3, total: 5588 });
    });

    it('finds database content pages with their translations', async () => {
      const page = await findDatabasePage('nl', 'nl', 'over-ons');
      expect(page?.paths).toMatchObject({ en: 'about-us', de: 'ueber-uns' });
      expect(await findDatabasePage('en', 'nl', 'over-ons')).toBeNull();
    });

    it('offers footer payment methods for the UK or all countries only', async () => {
      const methods = await footerPaymentMethods();
      expect(methods.length).toBeGreaterThan(0);
      for (const m of methods) expect(m.countries.some((c) => ['ALL', 'GB', 'UK'].includes(c))).toBe(true);
      expect(methods.map((m) => m.id)).not.toContain('ideal');
      expect(await randomOfferBar('de')).toMatchObject({ url: expect.any(String), content: expect.any(String) });
    });

    it('has about 50 European countries with EU membership', async () => {
      const [c] = await rows<{ total: number; eu: number }>(
        database.db,
        sql`
        SELECT count(*)::int AS total, count(*) FILTER (WHERE is_eu_member)::int AS eu FROM countries`,
      );
      expect(c!.total).toBeGreaterThanOrEqual(45);
      expect(c!.eu).toBe(27);
    });
  });
}
