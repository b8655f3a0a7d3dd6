/** The product page's data on the seeded catalogue, on every engine. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { counted } from '../helpers/faulty-database.ts';
import { engines, type Engine } from '../helpers/engines.ts';
import { useDatabase, closeDatabase } from '#src/server/database.ts';
import { openDatabase, type Database, type Db } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import { findProductDetail } from '#src/server/catalog/product-detail.ts';
import { findProductBySlug } from '#src/server/catalog/listings.ts';

type Slugs = { en: string; nl: string; de: string };

/** A plain product with a different name and slug in every language. */
const FALLBACK_SKU = 'ADA-AS7341';

async function slugsOf(db: Db, sku: string): Promise<Slugs & { id: number }> {
  const found = await rows<{ id: number; locale: 'en' | 'nl' | 'de'; slug: string }>(
    db,
    sql`
    SELECT p.id, t.locale, t.slug FROM products p JOIN product_translations t ON t.product_id = p.id WHERE p.sku = ${sku}`,
  );
  const out = { id: found[0]?.id ?? 0, en: '', nl: '', de: '' };
  for (const r of found) out[r.locale] = r.slug;
  return out;
}

for (const engine of engines()) {
  describe(`product detail on ${engine.name}`, () => {
    let database: Database;

    /**
     * Runs changes in a transaction that is rolled back, so the PostgreSQL database other test
     * files share never sees them. A one-connection pool keeps every query inside it.
     */
    async function withRollback(e: Engine, fn: (db: Db) => Promise<void>): Promise<void> {
      const conn = e.name === 'postgres' ? await openDatabase({ databaseUrl: inject('postgresUrl'), poolSize: 1 }) : database;
      useDatabase(conn);
      await conn.db.execute(sql`BEGIN`);
      try {
        await fn(conn.db);
      } finally {
        await conn.db.execute(sql`ROLLBACK`);
        if (conn !== database) await conn.close();
        useDatabase(database);
      }
    }

    beforeAll(async () => {
      database = await engine.open();
      useDatabase(database);
    });
    afterAll(async () => {
      await closeDatabase();
    });

    it('shows a master with every active variant, its price range and no selection', async () => {
      const master = await slugsOf(database.db, 'RPI-MHDMI');
      const counting = counted(database);
      useDatabase(counting.database);
      const detail = await findProductDetail('en', master.en).finally(() => useDatabase(database));
      const queries = counting.count();
      expect(detail).not.toBeNull();
      expect(detail!.id).toBe(master.id);
      expect(detail!.selectedVariantId).toBeNull();
      expect(detail!.variants.map((v) => v.sku)).toEqual(['RPI-MHDMI-1M-WH', 'RPI-MHDMI-1M-BK', 'RPI-MHDMI-2M-WH', 'RPI-MHDMI-2M-BK']);
      const white1m = detail!.variants[0]!;
      expect(white1m.attributes).toEqual({ kleur: { value: 'wit', label: 'white' }, length: { value: '1 m', label: '1 m' } });
      expect(white1m.gtin).toMatch(/^\d{13}$/);
      const prices = detail!.variants.map((v) => v.priceCents);
      expect(detail!.priceRange).toEqual({ lowCents: Math.min(...prices), highCents: Math.max(...prices) });
      expect(detail!.priceCents).toBe(Math.min(...prices));
      expect(detail!.stock).toBe(detail!.variants.reduce((sum, v) => sum + v.stock, 0));
      expect(detail!.brand).toBe('Raspberry Pi');
      expect(detail!.categories.length).toBeGreaterThanOrEqual(2);
      expect(detail!.images[0]?.url).toMatch(/^\/media\/products\/RPI-MHDMI-1\.svg$/);
      // Reviews of the family: the master's and its variants' together.
      const [count] = await rows<{ n: number }>(
        database.db,
        sql`
        SELECT count(*)::int AS n FROM product_reviews WHERE product_id IN (SELECT id FROM products WHERE id = ${master.id} OR master_product_id = ${master.id})`,
      );
      expect(detail!.reviews.count).toBe(count!.n);
      expect(detail!.reviews.distribution.map((d) => d.stars)).toEqual([5, 4, 3, 2, 1]);
      expect(detail!.reviews.distribution.reduce((s, d) => s + d.count, 0)).toBe(count!.n);
      // Two statements however many variants, reviews or downloads: the family, then the rest.
      expect(queries).toBe(2);
    });

    it('shows a variant URL as the family page with that variant selected', async () => {
      const variant = await slugsOf(database.db, 'RPI-MHDMI-2M-WH');
      const detail = await findProductDetail('de', variant.de);
      expect(detail!.id).toBe(variant.id);
      expect(detail!.selectedVariantId).toBe(variant.id);
      expect(detail!.sku).toBe('RPI-MHDMI-2M-WH');
      expect(detail!.gtin).toMatch(/^\d{13}$/);
      expect(detail!.priceRange).toBeNull();
      expect(detail!.slugs).toEqual({ en: variant.en, nl: variant.nl, de: variant.de });
      expect(detail!.variants).toHaveLength(4);
      expect(detail!.variants.find((v) => v.id === variant.id)?.attributes.kleur).toEqual({ value: 'wit', label: 'weiß' });
      expect(detail!.properties).toEqual(
        expect.arrayContaining([
          { key: 'kleur', value: 'weiß' },
          { key: 'length', value: '2 m' },
        ]),
      );
      expect(detail!.properties.some((p) => p.key === 'merk')).toBe(false);
    });

    it('labels two-colour variants as words in every language, never as the stored key', async () => {
      const master = await slugsOf(database.db, 'RPI5-CASE');
      const labels = { en: ['red/white', 'black/grey'], nl: ['rood/wit', 'zwart/grijs'], de: ['rot/weiß', 'schwarz/grau'] } as const;
      for (const locale of ['en', 'nl', 'de'] as const) {
        const detail = await findProductDetail(locale, master[locale]);
        expect(detail!.variants.map((v) => v.attributes.kleur)).toEqual([
          { value: 'rood-wit', label: labels[locale][0] },
          { value: 'zwart-grijs', label: labels[locale][1] },
        ]);
        expect(detail!.variants[0]!.name).toContain(labels[locale][0]);
      }
    });

    it('shows a kit with its steps in order, with quantities, discounts and default choices', async () => {
      const kit = await slugsOf(database.db, 'KIT-RPI5-BYO');
      const counting = counted(database);
      useDatabase(counting.database);
      const detail = await findProductDetail('nl', kit.nl).finally(() => useDatabase(database));
      const queries = counting.count();
      expect(detail!.isComposite).toBe(true);
      expect(detail!.steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5]);
      const [pi, power, , , extras] = detail!.steps;
      expect(pi).toMatchObject({ title: 'Kies je Raspberry Pi 5', quantityMin: 1, quantityMax: 1, optional: false, discountPercent: 0 });
      expect(pi!.products.map((p) => p.sku)).toEqual(['RPI5-2GB', 'RPI5-4GB', 'RPI5-8GB', 'RPI5-16GB']);
      expect(pi!.products.filter((p) => p.isDefault).map((p) => p.sku)).toEqual(['RPI5-8GB']);
      const psu = power!.products[0]!;
      expect(power!.discountPercent).toBe(10);
      expect(psu.discountedCents).toBe(Math.round(psu.priceCents * 0.9));
      expect(extras).toMatchObject({ title: "Extra's", quantityMin: 0, quantityMax: 3, optional: true, infinite: false, discountPercent: 15 });
      expect(extras!.products.some((p) => p.isDefault)).toBe(false);
      // And one for the kit's steps, however many steps and products.
      expect(queries).toBe(3);

      const robot = await slugsOf(database.db, 'KIT-ARD-ROBOTCAR');
      const sensors = (await findProductDetail('en', robot.en))!.steps.find((s) => s.title === 'Sensors');
      expect(sensors).toMatchObject({ optional: true, infinite: true, quantityMax: 4 });
    });

    it('falls back to nl, then en, then de when a translation is missing', async () => {
      await withRollback(engine, async (db) => {
        const p = await slugsOf(db, FALLBACK_SKU);
        const names = await rows<{ locale: string; name: string }>(
          db,
          sql`
          SELECT locale, name FROM product_translations WHERE product_id = ${p.id}`,
        );
        const name = (l: string) => names.find((n) => n.locale === l)?.name;
        // A product whose names and slugs differ in every language, so each fallback is visible.
        expect(new Set(names.map((n) => n.name)).size).toBe(3);
        expect(new Set([p.en, p.nl, p.de]).size).toBe(3);

        await db.execute(sql`DELETE FROM product_translations WHERE product_id = ${p.id} AND locale = 'de'`);
        const noGerman = await findProductDetail('de', p.nl);
        expect(noGerman!.name).toBe(name('nl'));
        expect(noGerman!.slugs).toEqual({ en: p.en, nl: p.nl, de: p.nl });
        // The German slug is gone; a German URL with the English slug finds the product, and the
        // page sends it to slugs.de.
        expect((await findProductDetail('de', p.en))!.slugs.de).toBe(p.nl);
        expect(await findProductDetail('de', p.de)).toBeNull();

        await db.execute(sql`DELETE FROM product_translations WHERE product_id = ${p.id} AND locale = 'nl'`);
        const englishOnly = await findProductDetail('de', p.en);
        expect(englishOnly!.name).toBe(name('en'));
        expect(englishOnly!.slugs).toEqual({ en: p.en, nl: p.en, de: p.en });
      });
      await withRollback(engine, async (db) => {
        const p = await slugsOf(db, FALLBACK_SKU);
        const [nl] = await rows<{ name: string; description: string }>(
          db,
          sql`
          SELECT name, description FROM product_translations WHERE product_id = ${p.id} AND locale = 'nl'`,
        );
        await db.execute(sql`DELETE FROM product_translations WHERE product_id = ${p.id} AND locale = 'en'`);
        const detail = await findProductDetail('en', p.nl);
        expect(detail!.name).toBe(nl!.name);
        expect(detail!.description).toBe(nl!.description);
      });
      // Rolled back: the German translation is there again.
      const again = await slugsOf(database.db, FALLBACK_SKU);
      expect((await findProductDetail('de', again.de))!.slugs.de).toBe(again.de);
    });

    it('returns null for unknown slugs and inactive products or families', async () => {
      expect(await findProductDetail('en', 'no-such-product')).toBeNull();
      expect(await findProductDetail('en', '')).toBeNull();
      expect(await findProductDetail('en', 'x'.repeat(300))).toBeNull();
      await withRollback(engine, async (db) => {
        const plain = await slugsOf(db, 'RPI5-8GB');
        await db.execute(sql`UPDATE products SET is_active = false WHERE id = ${plain.id}`);
        expect(await findProductDetail('en', plain.en)).toBeNull();
        const master = await slugsOf(db, 'RPI-MHDMI');
        const variant = await slugsOf(db, 'RPI-MHDMI-1M-BK');
        await db.execute(sql`UPDATE products SET is_active = false WHERE id = ${variant.id}`);
        expect((await findProductDetail('en', master.en))!.variants.map((v) => v.sku)).not.toContain('RPI-MHDMI-1M-BK');
        await db.execute(sql`UPDATE products SET is_active = false WHERE id = ${master.id}`);
        expect(await findProductDetail('en', (await slugsOf(db, 'RPI-MHDMI-2M-BK')).en)).toBeNull();
      });
    });

    it('is what catalog.findProductBySlug returns', async () => {
      const p = await slugsOf(database.db, 'RPI5-8GB');
      expect((await findProductBySlug('nl', p.nl))?.id).toBe(p.id);
    });
  });
}
