/**
 * Covers and parts of posts and projects on the built shop, on every engine (docs/catalogue.md,
 * covers and parts): a project lists its parts as the shop's product cards in the page's
 * language, in the front matter's order, with quantities, prices and add-to-cart, and the rest as
 * a plain list; a part whose product went inactive is left out without failing the page; a post
 * shows its cover with its size (a hashed file cached for good) and its products at its end.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { inRollback } from '../helpers/rollback.ts';
import { useShop } from './cart-support.ts';

type Host = 'localhost' | 'nl.localhost';

/** The cards of a product list: each card's name link and the payload of its add-to-cart button. */
function cards(html: string, sectionId: string): { href: string; name: string; sku: string | null }[] {
  const start = html.indexOf(`<section aria-labelledby="${sectionId}"`);
  expect(start, `section ${sectionId}`).toBeGreaterThan(-1);
  const section = html.slice(start, html.indexOf('</section>', start));
  return (
    section
      // A product card is an <article> of class "pc" (a shortcut that includes "card").
      .split(/<article class="pc"/)
      .slice(1)
      .map((card) => ({
        href: /<h3[^>]*><a href="([^"]+)"/.exec(card)?.[1] ?? '',
        name: /<h3[^>]*><a [^>]*>([^<]+)<\/a>/.exec(card)?.[1] ?? '',
        // A card's add-to-cart value: "id excl incl SKU" (src/lib/cart/add-to-cart.ts).
        sku: /data-add-to-cart="\d+ \d+ \d+ ([^"]+)"/.exec(card)?.[1] ?? null,
      }))
  );
}

const section = (html: string, id: string) =>
  html.slice(html.indexOf(`<section aria-labelledby="${id}"`), html.indexOf('</section>', html.indexOf(`<section aria-labelledby="${id}"`)));

for (const engine of engines()) {
  describe(`covers and parts of posts and projects on ${engine.name}`, () => {
    const shop = useShop(engine);
    const page = (host: Host, path: string) => shop.client({ host }).get(path, { headers: { Accept: 'text/html' } });

    it('shows a project’s parts as product cards in the page’s language, with quantities, prices and the rest as a list', async () => {
      const nl = await page('nl.localhost', '/project/weerstation-met-een-bme280/');
      expect(nl.status).toBe(200);
      const html = nl.body as string;
      const parts = cards(html, 'project-parts');
      expect(parts.map((c) => c.sku)).toEqual(['RPI-ZERO2WH', 'ADA-BME280', 'JOY-JMP-FF40-20', 'RPI-SD-32G-OS', 'RPI-PSU-MICRO-WH']);
      // Dutch names, and links to the products' Dutch pages.
      expect(parts[4]).toMatchObject({ name: 'Raspberry Pi 12,5W micro-USB-voeding, wit', href: '/product/raspberry-pi-12-5w-micro-usb-voeding-wit/' });
      const parts$ = section(html, 'project-parts');
      expect(parts$).toContain('<h2 id="project-parts" class="text-xl font-bold">Onderdelen</h2>');
      expect(parts$.match(/Aantal: 1/g)).toHaveLength(5);
      // The Dutch shop's prices, incl. and excl. 21 % VAT in Dutch notation.
      for (const price of ['<b>€\u00a08,95</b> <small>incl. btw</small>', '<b>€\u00a07,40</b> <small>excl. btw</small>']) {
        expect(parts$.includes(price), price).toBe(true);
      }
      expect(parts$.match(/data-add-to-cart=/g)).toHaveLength(5);
      expect(parts$).toContain('<h3 class="font-semibold">Verder nodig</h3>');
      expect(parts$).toContain('<li>Stralingsscherm of een geventileerde, weerbestendige behuizing</li>');
      expect(parts$).toContain('Alle onderdelen in de winkelwagen');
      // The article no longer lists the parts itself.
      expect(html.match(/>Onderdelen<\/h2>/g)).toHaveLength(1);

      // The same project in German on the international shop: German names, links and numbers.
      const de = await page('localhost', '/de/projekt/wetterstation-mit-einem-bme280/');
      expect(de.status).toBe(200);
      const german = cards(de.body as string, 'project-parts');
      expect(german[4]).toMatchObject({
        name: 'Raspberry Pi 12,5-W-Micro-USB-Netzteil, weiß',
        href: '/de/produkte/raspberry-pi-12-5-w-micro-usb-netzteil-weiss/',
      });
      expect(section(de.body as string, 'project-parts')).toMatch(/<b>\d+,\d{2}\u00a0€<\/b> <small>inkl\. MwSt\.<\/small>/);

      // A label with a quantity says how many.
      const retro = await page('localhost', '/project/retro-game-console-with-a-pi-zero-2-w/');
      expect(section(retro.body as string, 'project-parts')).toContain('<li>2 × USB gamepad in the classic style</li>');
    });

    it('leaves out a part whose product went inactive, and still shows the page', async () => {
      await inRollback(shop.database, async (db) => {
        await db.execute(sql`UPDATE products SET is_active = false WHERE sku = 'ADA-BME280'`);
        const res = await page('nl.localhost', '/project/weerstation-met-een-bme280/');
        expect(res.status).toBe(200);
        const html = res.body as string;
        expect(cards(html, 'project-parts').map((c) => c.sku)).toEqual(['RPI-ZERO2WH', 'JOY-JMP-FF40-20', 'RPI-SD-32G-OS', 'RPI-PSU-MICRO-WH']);
        expect(html).toContain('<li>Stralingsscherm of een geventileerde, weerbestendige behuizing</li>');
        expect(html).toContain('Ruben wilde weten');
      });
    });

    it('shows a post’s cover with its size, eager on the post and in the list, and its products at its end', async () => {
      const res = await page('localhost', '/blog/getting-started-with-the-raspberry-pi-5/');
      expect(res.status).toBe(200);
      const html = res.body as string;
      const cover =
        /<img src="(\/_astro\/raspberry-pi-5-getting-started\.[\w-]+\.svg)" width="1200" height="630" alt="([^"]+)" loading="eager" fetchpriority="high"/.exec(
          html,
        );
      expect(cover?.[2]).toContain('A Raspberry Pi 5 board seen from above');
      expect(cards(html, 'post-products').map((c) => c.sku)).toEqual(['RPI5-4GB', 'RPI-PSU27W-WH', 'RPI-SD-32G-OS', 'RPI5-COOLER']);
      expect(html).toContain('<h2 id="post-products" class="text-xl font-bold">Products in this article</h2>');
      // A post has no "add all" and no quantities.
      expect(section(html, 'post-products')).not.toContain('Quantity');

      // The file is the build's hashed copy, cached for good.
      const file = await page('localhost', cover![1]!);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/svg+xml');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      // The Dutch list: each card with its cover, the same file, width and height, no alt of its own.
      const list = await page('nl.localhost', '/blogs/');
      const covers = [
        ...(list.body as string).matchAll(/<img src="(\/_astro\/[\w.-]+\.svg)" width="1200" height="630" alt(?:="")? loading="(\w+)" decoding="async"/g),
      ];
      expect(covers.map((m) => m[1])).toContain(cover![1]);
      expect(covers.length).toBeGreaterThanOrEqual(2);
      expect(covers.slice(0, 2).map((m) => m[2])).toEqual(['eager', 'eager']);
    });
  });
}
