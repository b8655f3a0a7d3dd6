/** The product page: names and prices per language and shop, JSON-LD, variants, kits, no-JS use, a11y. */
import { test, expect, type Page } from '@playwright/test';
import { alternates, expectNoSeriousA11yViolations, PREFIX, shopUrl, type ShopName } from './support.ts';

// Product pages are long (kits list every choice); axe needs more than the default budget on a busy machine.
test.describe.configure({ timeout: 60_000 });

const LOCALES = ['en', 'nl', 'de'] as const;
type Locale = (typeof LOCALES)[number];
const SHOPS: ShopName[] = ['international', 'nl'];
const PRODUCT: Record<Locale, string> = { en: '/product/', nl: '/product/', de: '/produkte/' };

/** Seeded products (the seed is deterministic). */
const CABLE_WHITE_1M = {
  slug: {
    en: 'raspberry-pi-micro-hdmi-to-hdmi-cable-1-m-white',
    nl: 'raspberry-pi-micro-hdmi-naar-hdmi-kabel-1-m-wit',
    de: 'raspberry-pi-micro-hdmi-auf-hdmi-kabel-1-m-weiss',
  },
  name: {
    en: 'Raspberry Pi micro-HDMI to HDMI cable 1 m, white',
    nl: 'Raspberry Pi micro-HDMI-naar-HDMI-kabel 1 m, wit',
    de: 'Raspberry Pi Micro-HDMI-auf-HDMI-Kabel 1 m, weiß',
  },
};
const KIT = {
  en: 'raspberry-pi-5-starter-kit-build-your-own',
  nl: 'raspberry-pi-5-starterkit-stel-zelf-samen',
  de: 'raspberry-pi-5-starterkit-selbst-zusammenstellen',
};

const url = (baseURL: string | undefined, shop: ShopName, locale: Locale, slug: string) =>
  shopUrl(baseURL, shop, `${PREFIX[shop][locale]}${PRODUCT[locale]}${slug}/`);

type Ld = Record<string, unknown> & { '@type'?: string | string[] };

async function productLd(page: Page): Promise<Ld> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const products = blocks.map((b) => JSON.parse(b) as Ld).filter((d) => d['@type'] === 'Product');
  expect(products).toHaveLength(1);
  return products[0]!;
}

for (const shop of SHOPS) {
  for (const locale of LOCALES) {
    test(`${shop} shop in ${locale}: a variant page with name, price, JSON-LD and no serious a11y issue`, async ({ page, baseURL }) => {
      const res = await page.goto(url(baseURL, shop, locale, CABLE_WHITE_1M.slug[locale]));
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(CABLE_WHITE_1M.name[locale]);
      await expect(page.locator('main .pr').first()).toContainText('€');
      await expect(page.locator('[data-buy-box] [data-add-to-cart]')).toBeEnabled();

      const ld = await productLd(page);
      expect(ld).toMatchObject({ name: CABLE_WHITE_1M.name[locale], sku: 'RPI-MHDMI-1M-WH', mpn: 'SC0300', brand: { '@type': 'Brand', name: 'Raspberry Pi' } });
      expect(ld.gtin13).toMatch(/^\d{13}$/);
      expect(ld.offers).toMatchObject({
        '@type': 'Offer',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        price: expect.stringMatching(/^\d+\.\d{2}$/),
      });
      expect((ld.image as string[])[0]).toMatch(/^http:\/\/.+\/media\/products\/RPI-MHDMI-1M-WH-1\.svg$/);
      expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: '5' });
      const crumbs = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((b) => JSON.parse(b) as Ld)
        .find((d) => d['@type'] === 'BreadcrumbList');
      expect((crumbs?.itemListElement as unknown[]).length).toBeGreaterThanOrEqual(4);

      const links = await alternates(page);
      expect(links[locale]).toBe(url(baseURL, shop, locale, CABLE_WHITE_1M.slug[locale]));
      await expectNoSeriousA11yViolations(page);
    });
  }
}

test('the Dutch shop states prices with Dutch VAT, the international shop (GB by default) without', async ({ page, baseURL }) => {
  await page.goto(url(baseURL, 'international', 'en', CABLE_WHITE_1M.slug.en));
  const international = Number(((await productLd(page)).offers as { price: string }).price);
  await page.goto(url(baseURL, 'nl', 'nl', CABLE_WHITE_1M.slug.nl));
  const dutch = Number(((await productLd(page)).offers as { price: string }).price);
  expect(Math.round(dutch * 100)).toBe(Math.round(international * 121));
});

test('variants switch by link and keep the other attributes', async ({ page, baseURL }) => {
  await page.goto(url(baseURL, 'international', 'en', CABLE_WHITE_1M.slug.en));
  const colour = page.getByRole('group', { name: /colour/i });
  await expect(colour.getByRole('link', { name: 'white' })).toHaveAttribute('aria-current', 'true');
  await colour.getByRole('link', { name: 'black' }).click();
  await expect(page).toHaveURL(url(baseURL, 'international', 'en', 'raspberry-pi-micro-hdmi-to-hdmi-cable-1-m-black'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Raspberry Pi micro-HDMI to HDMI cable 1 m, black');
  await page
    .getByRole('group', { name: /length/i })
    .getByRole('link', { name: '2 m' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Raspberry Pi micro-HDMI to HDMI cable 2 m, black');
  expect((await productLd(page)).sku).toBe('RPI-MHDMI-2M-BK');
});

test('a master page offers the price range and asks for a variant first', async ({ page, baseURL }) => {
  await page.goto(url(baseURL, 'nl', 'nl', 'raspberry-pi-500'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Raspberry Pi 500');
  await expect(page.locator('[data-buy-box] [data-add-to-cart]')).toBeDisabled();
  await expect(page.locator('[data-buy-box] [data-add-to-cart]')).toHaveText(/Kies een uitvoering/);
  const ld = await productLd(page);
  expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', offerCount: 4, priceCurrency: 'EUR' });
  await expect(page.getByRole('table').filter({ hasText: 'RPI500-UK' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a kit shows its steps with the default choices, quantities and discounts', async ({ page, baseURL }) => {
  await page.goto(url(baseURL, 'international', 'de', KIT.de));
  await expect(page.getByRole('heading', { name: 'Stellen Sie Ihr Kit zusammen' })).toBeVisible();
  const steps = page.getByRole('group', { name: /^Schritt \d/ });
  await expect(steps).toHaveCount(5);
  const pi = page.getByRole('group', { name: 'Schritt 1: Wählen Sie Ihren Raspberry Pi 5' });
  await expect(pi.getByRole('radio', { name: 'Raspberry Pi 5 8GB' })).toBeChecked();
  await expect(page.getByRole('group', { name: /^Schritt 2/ })).toContainText('10 % Kit-Rabatt');
  // Each step says once whether its prices include VAT; its options show the amounts alone.
  await expect(page.getByRole('group', { name: /^Schritt 2/ })).toHaveAccessibleDescription(/Preise inkl\. MwSt\./);
  await expect(pi.getByRole('listitem').first()).not.toContainText('MwSt.');
  const extras = page.getByRole('group', { name: /^Schritt 5/ });
  await expect(extras).toContainText('optional');
  await expect(extras.getByRole('spinbutton', { name: /Raspberry Pi 5 Active Cooler/ })).toHaveValue('0');
  await expect(extras.getByRole('spinbutton').first()).toHaveAttribute('max', '3');
  await expectNoSeriousA11yViolations(page);
});

test("unknown products are a 404 and another language's slug redirects to this language's", async ({ page, request, baseURL }) => {
  expect((await page.goto(url(baseURL, 'international', 'en', 'no-such-product')))?.status()).toBe(404);
  const res = await request.get(url(baseURL, 'international', 'de', KIT.en), { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe(`/de/produkte/${KIT.de}/`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the gallery, the variant links and the page content all work', async ({ page, baseURL }) => {
    await page.goto(url(baseURL, 'international', 'en', KIT.en));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Build your kit' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
    // The kit has three images: thumbnails switch the main image with CSS only.
    const slides = page.locator('.gallery-slide');
    await expect(slides).toHaveCount(3);
    await expect(slides.nth(0)).toBeVisible();
    await expect(slides.nth(1)).toBeHidden();
    await page.getByRole('img', { name: 'Image 2 of 3' }).click();
    await expect(page.getByRole('radio', { name: 'Image 2 of 3' })).toBeChecked();
    await expect(slides.nth(1)).toBeVisible();
    await expect(slides.nth(0)).toBeHidden();
    const main = slides.nth(1).locator('img');
    await expect(main).toHaveAttribute('srcset', /\/media\/mobile\/products\/KIT-RPI5-BYO-2\.webp 400w, \/media\/product\/products\/KIT-RPI5-BYO-2\.webp 600w/);
    expect(await main.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);

    await page.goto(url(baseURL, 'international', 'en', 'raspberry-pi-500'));
    await expect(page.locator('[data-buy-box] [data-add-to-cart]')).toBeDisabled();
    await page.getByRole('link', { name: 'UK English', exact: true }).first().click();
    await expect(page).toHaveURL(url(baseURL, 'international', 'en', 'raspberry-pi-500-uk-english-layout'));
    await expect(page.locator('[data-buy-box] [data-add-to-cart]')).toBeEnabled();
  });
});
