/**
 * The catalogue pages' weight budgets, as a count and never a timing: on both shops and in all
 * three languages, the home, a category and a product page may load at most 15 KB of JavaScript
 * (gzip) before anyone touches them (docs/adr/0008-react-islands.md), and their HTML may weigh at
 * most 60 KB uncompressed (docs/menus-and-shell.md, page weight). The counting is the weight
 * benchmark's (tests/helpers/page-weight.ts).
 */
import { test, expect } from '@playwright/test';
import { BUDGET, scriptCounter } from '../helpers/page-weight.ts';
import { PREFIX, shopUrl, type ShopName } from './support.ts';

type Locale = 'en' | 'nl' | 'de';
type Kind = 'home' | 'category' | 'top category' | 'product';

/** The kit's page: the heaviest product page of the demo shop (kit steps, variants, reviews). */
const PRODUCT: Record<Locale, string> = {
  en: '/product/raspberry-pi-5-starter-kit-build-your-own/',
  nl: '/product/raspberry-pi-5-starterkit-stel-zelf-samen/',
  de: '/produkte/raspberry-pi-5-starterkit-selbst-zusammenstellen/',
};
/** The heaviest list of the demo shop: 24 cards beside the most filters (seven groups, some fifty options). */
const TOP_CATEGORY: Record<Locale, string> = {
  en: '/single-board-computers/',
  nl: '/singleboard-computers/',
  de: '/einplatinencomputer/',
};
const PATH: Record<Kind, (locale: Locale) => string> = {
  home: () => '/',
  category: () => '/raspberry-pi/',
  'top category': (locale) => TOP_CATEGORY[locale],
  product: (locale) => PRODUCT[locale],
};

const shops: ShopName[] = ['international', 'nl'];
const locales: Locale[] = ['en', 'nl', 'de'];
const kinds: Kind[] = ['home', 'category', 'top category', 'product'];

for (const shop of shops) {
  for (const locale of locales) {
    for (const kind of kinds) {
      test(`${shop} shop, ${locale}, ${kind} page: HTML and JavaScript before interaction within budget`, async ({ page, baseURL }) => {
        const scripts = scriptCounter(page);
        const response = await page.goto(shopUrl(baseURL, shop, `${PREFIX[shop][locale]}${PATH[kind](locale)}`), { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        // The body as the browser has it, decompressed.
        const html = (await response!.body()).length;
        expect(html, `HTML of ${page.url()}`).toBeLessThanOrEqual(BUDGET.html);
        const { bytes } = await scripts();
        expect(bytes, `JavaScript before interaction on ${page.url()}`).toBeLessThanOrEqual(BUDGET.beforeInteraction);
      });
    }
  }
}
