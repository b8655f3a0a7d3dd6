/**
 * A category's list with filters and sorting (docs/catalogue.md, filters and sorting), on every
 * engine: the counts against the catalogue counted by hand in SQL, the disjunctive facets, stock
 * and price (incl. VAT, as shown), the sort orders and paging; then the page through the built
 * shop: the form in the HTML, noindex with the plain category as canonical, paging that keeps the
 * filters, and odd URLs that never make a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { startApp } from '../helpers/app-server.ts';
import { ShopClient } from '../helpers/shop-client.ts';
import { rows } from '#src/server/db/query.ts';
import { loadCategoryListing, type CategoryListing } from '#src/server/catalog/category-listing.ts';
import { LABELLED_PROPERTIES } from '#src/lib/i18n.ts';
import { readListingUrl } from '#src/lib/listing-url.ts';
import { withVat } from '#src/lib/vat.ts';
import type { Database } from '#src/server/db/client.ts';
import type { RunningServer } from '../../scripts/server.ts';

const NL_VAT = 2100;
/** The cases category in Dutch: a parent of two subcategories, several brands, two-colour variants. */
const CASES = 'behuizingen';

type Counted = { value: string; n: number };

for (const engine of engines()) {
  describe(`category listing on ${engine.name}`, () => {
    let database: Database;
    let app: RunningServer;
    let categoryId: number;

    beforeAll(async () => {
      database = await engine.open();
      app = await startApp(database);
      const [found] = await rows<{ id: number }>(database.db, sql`SELECT category_id AS id FROM category_translations WHERE locale = 'nl' AND slug = ${CASES}`);
      categoryId = found!.id;
    });
    afterAll(async () => {
      // Stopping the server closes the database it serves.
      await app?.stop();
    });

    const list = (query: string, perPage = 24): Promise<CategoryListing> =>
      loadCategoryListing(database.db, {
        categoryId,
        locale: 'nl',
        vatRateBp: NL_VAT,
        state: readListingUrl(new URLSearchParams(query), LABELLED_PROPERTIES),
        propertyKeys: LABELLED_PROPERTIES,
        perPage,
      });
    const options = (listing: CategoryListing, property: string): Counted[] =>
      listing.facets
        .filter((f) => f.property === property && f.value !== null)
        .map((f) => ({ value: f.value!, n: f.count }))
        .sort((a, b) => a.value.localeCompare(b.value));
    /** The sellable products of the category and below it, with a property's values (their variants' included), counted in SQL. */
    const counted = async (property: string, where = sql`true`): Promise<Counted[]> =>
      rows<Counted>(
        database.db,
        sql`
        SELECT pp.value, count(DISTINCT p.id)::int AS n
        FROM product_categories pc JOIN products p ON p.id = pc.product_id
        JOIN products m ON (m.id = p.id OR (m.master_product_id = p.id AND m.is_active))
        JOIN product_properties pp ON pp.product_id = m.id AND pp.locale = 'nl' AND pp.property = ${property}
        WHERE pc.category_id = ${categoryId} AND p.is_active AND p.master_product_id IS NULL AND ${where}
        GROUP BY pp.value ORDER BY pp.value COLLATE "C"`,
      ).then((r) => r.sort((a, b) => a.value.localeCompare(b.value)));

    it('lists the category with its subcategories, and counts every brand as the catalogue does', async () => {
      const [all] = await rows<{ listed: number; own: number }>(
        database.db,
        sql`
        SELECT count(*)::int AS listed, count(*) FILTER (WHERE p.category_id = ${categoryId})::int AS own
        FROM product_categories pc JOIN products p ON p.id = pc.product_id
        WHERE pc.category_id = ${categoryId} AND p.is_active AND p.master_product_id IS NULL`,
      );
      const listing = await list('');
      expect(listing.total).toBe(all!.listed);
      // The products are in the subcategories: a parent lists its descendants' products.
      expect(all!.own).toBeLessThan(all!.listed);
      expect(options(listing, 'merk')).toEqual(await counted('merk'));
      expect(options(listing, 'merk').reduce((n, o) => n + o.n, 0)).toBe(listing.total);
      // Per property, the products having it at all.
      expect(listing.facets.find((f) => f.property === 'merk' && f.value === null)?.count).toBe(listing.total);
    });

    it('keeps the other brands and their counts under a brand filter, and narrows the other properties (disjunctive facets)', async () => {
      const unfiltered = await list('');
      const pi = await list('merk=Raspberry+Pi');
      const piBrand = options(unfiltered, 'merk').find((o) => o.value === 'Raspberry Pi')!;
      expect(pi.total).toBe(piBrand.n);
      expect(options(pi, 'merk')).toEqual(options(unfiltered, 'merk'));
      const piOnly = sql`EXISTS (SELECT 1 FROM product_properties b WHERE b.product_id = p.id AND b.locale = 'nl' AND b.property = 'merk' AND b.value = 'Raspberry Pi')`;
      expect(options(pi, 'kleur')).toEqual(await counted('kleur', piOnly));
      expect(options(pi, 'kleur').map((o) => o.value)).toEqual(expect.arrayContaining(['rood/wit', 'zwart/grijs']));

      // Two brands: either; with a colour as well: both filters at once.
      const two = await list('merk=Raspberry+Pi&merk=Hammond');
      expect(two.total).toBe(piBrand.n + options(unfiltered, 'merk').find((o) => o.value === 'Hammond')!.n);
      const redWhite = await list('merk=Raspberry+Pi&merk=Hammond&kleur=rood%2Fwit');
      expect(redWhite.total).toBe(options(two, 'kleur').find((o) => o.value === 'rood/wit')!.n);
      expect(redWhite.items.every((p) => p.brand === 'Raspberry Pi')).toBe(true);
      // The colour's own facet still counts the other colours of the two brands.
      expect(options(redWhite, 'kleur')).toEqual(options(two, 'kleur'));
    });

    it("finds a master by its variants' colour", async () => {
      const [master] = await rows<{ id: number }>(database.db, sql`SELECT id FROM products WHERE sku = 'RPI5-CASE'`);
      const redWhite = await list('kleur=rood%2Fwit');
      expect(redWhite.items.map((p) => p.id)).toContain(master!.id);
      expect(redWhite.items.find((p) => p.id === master!.id)?.hasVariants).toBe(true);
    });

    it('filters stock and price as a card shows them (incl. VAT), and the price range ignores the price filter', async () => {
      const unfiltered = await list('');
      const [stock] = await rows<{ n: number }>(
        database.db,
        sql`
        SELECT count(*)::int AS n FROM product_categories pc JOIN products p ON p.id = pc.product_id
        WHERE pc.category_id = ${categoryId} AND p.is_active AND p.master_product_id IS NULL AND p.stock > 0`,
      );
      expect(unfiltered.inStockCount).toBe(stock!.n);
      const inStock = await list('instock=1');
      expect(inStock.total).toBe(stock!.n);
      expect(inStock.items.every((p) => p.stock > 0)).toBe(true);

      const priced = await list('minprice=5&maxprice=10', 100);
      expect(priced.total).toBeGreaterThan(0);
      expect(priced.total).toBeLessThan(unfiltered.total);
      for (const p of priced.items) expect(withVat(p.priceCents, NL_VAT), p.sku).toBeGreaterThanOrEqual(500);
      for (const p of priced.items) expect(withVat(p.priceCents, NL_VAT), p.sku).toBeLessThanOrEqual(1000);
      expect(priced.priceRange).toEqual(unfiltered.priceRange);
      const all = await list('', 100);
      expect(unfiltered.priceRange).toEqual({
        minCents: Math.min(...all.items.map((p) => withVat(p.priceCents, NL_VAT))),
        maxCents: Math.max(...all.items.map((p) => withVat(p.priceCents, NL_VAT))),
      });
      // Bounds the wrong way round swap; a brand no product has leaves an empty list, not an error.
      expect((await list('minprice=10&maxprice=5', 100)).total).toBe(priced.total);
      expect((await list('merk=Nobody')).total).toBe(0);
    });

    it('sorts by popularity (reviews), price either way and newness, and pages without overlap', async () => {
      const prices = (l: CategoryListing) => l.items.map((p) => p.priceCents);
      const up = prices(await list('sort=price-asc', 100));
      expect(up).toEqual([...up].sort((a, b) => a - b));
      const down = prices(await list('sort=price-desc', 100));
      expect(down).toEqual([...down].sort((a, b) => b - a));
      const popular = (await list('', 100)).items.map((p) => p.reviewCount);
      expect(popular).toEqual([...popular].sort((a, b) => b - a));
      const newest = (await list('sort=newest', 100)).items.map((p) => p.id);
      const byDate = await rows<{ id: number }>(
        database.db,
        sql`
        SELECT p.id FROM product_categories pc JOIN products p ON p.id = pc.product_id
        WHERE pc.category_id = ${categoryId} AND p.is_active AND p.master_product_id IS NULL ORDER BY p.published_at DESC, p.id DESC`,
      );
      expect(newest).toEqual(byDate.map((r) => r.id));

      const first = await list('sort=price-asc&page=1', 5);
      const second = await list('sort=price-asc&page=2', 5);
      expect(first.lastPage).toBe(Math.ceil(first.total / 5));
      expect([...first.items, ...second.items].map((p) => p.id)).toEqual((await list('sort=price-asc', 10)).items.map((p) => p.id));
    });

    describe('the page', () => {
      const nl = () => new ShopClient(app.url, 'nl.localhost');
      const html = async (path: string) => {
        const res = await nl().get(path, { headers: { Accept: 'text/html' } });
        expect(res.status, path).toBe(200);
        return res.body as string;
      };
      const robots = (page: string) => /<meta name="robots" content="([^"]+)"/.exec(page)?.[1];
      const canonical = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];

      it('renders the filter form with counts, noindex with the plain category as canonical', async () => {
        const plain = await html(`/${CASES}/`);
        expect(robots(plain)).toBe('index, follow');
        expect(canonical(plain)).toMatch(new RegExp(`/${CASES}/$`));
        expect(plain).toMatch(/<form id="listing-filters" method="get" action="\/behuizingen\/"/);

        const page = await html(`/${CASES}/?merk=Hammond&sort=price-asc`);
        expect(robots(page)).toBe('noindex, follow');
        expect(canonical(page)).toBe(canonical(plain));
        expect(page.includes('rel="alternate"')).toBe(false);
        const hammond = options(await list('merk=Hammond'), 'merk').find((o) => o.value === 'Hammond')!;
        const box = /<input[^>]*name="merk"[^>]*value="Hammond"\/><span[^>]*>Hammond<\/span><span[^>]*>(\d+)<\/span>/.exec(page);
        expect(box?.[0]).toContain('checked');
        expect(Number(box?.[1])).toBe(hammond.n);
        expect(/<option value="price-asc"( selected)?>/.exec(page)?.[1]).toBe(' selected');
        // A chip removes its filter and keeps the sort order.
        expect(page.includes(`href="/${CASES}/?sort=price-asc"`)).toBe(true);
        expect(/<h2 id="cat-products"[^>]*>([^<]+)</.exec(page)?.[1]).toBe(`${hammond.n} producten`);
      });

      it('keeps the filters on the paging links', async () => {
        const [big] = await rows<{ slug: string }>(
          database.db,
          sql`
          SELECT ct.slug FROM category_translations ct JOIN product_categories pc ON pc.category_id = ct.category_id
          JOIN products p ON p.id = pc.product_id AND p.is_active AND p.master_product_id IS NULL AND p.stock > 0
          WHERE ct.locale = 'nl' GROUP BY ct.slug HAVING count(*) > 24 ORDER BY count(*) DESC LIMIT 1`,
        );
        const link = (page: string, rel: string) => new RegExp(`<a href="([^"]+)" rel="${rel}"`).exec(page)?.[1];
        const first = await html(`/${big!.slug}/?instock=1&sort=newest`);
        expect(link(first, 'next')).toBe(`/${big!.slug}/?instock=1&amp;sort=newest&amp;page=2`);
        const second = await html(`/${big!.slug}/?instock=1&sort=newest&page=2`);
        expect(link(second, 'prev')).toBe(`/${big!.slug}/?instock=1&amp;sort=newest`);
      });

      it('reads odd values leniently, never answering 500', async () => {
        const odd = [
          '?minprice=abc&maxprice=-3&sort=bogus&instock=2',
          `?merk=${'x'.repeat(300)}&kleur=&foo=bar&merk=Hammond&merk=Hammond`,
          '?sort=price-asc&sort=newest&minprice=1e9&maxprice=12,50',
          '?merk=%E0%A4%A&kleur[]=rood&instock[]=1',
          '?merk=<script>alert(1)</script>',
        ];
        for (const query of odd) await html(`/${CASES}/${query}`);
        // A NUL byte is refused at the edge for every page (docs/http-edge.md), never a 500.
        expect((await nl().get(`/${CASES}/?sort=%00`, { headers: { Accept: 'text/html' } })).status).toBe(400);
        // An odd page number moves to the list without it, filters kept; a page past the last is a 404.
        const moved = await nl().get(`/${CASES}/?merk=Hammond&page=abc`, { headers: { Accept: 'text/html' } });
        expect([moved.status, moved.headers.location]).toEqual([301, `/${CASES}/?merk=Hammond`]);
        expect((await nl().get(`/${CASES}/?merk=Hammond&page=99`, { headers: { Accept: 'text/html' } })).status).toBe(404);
      });
    });
  });
}
