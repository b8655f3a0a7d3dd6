/**
 * Category pages with filters and sorting (docs/catalogue.md, filters and sorting), the cards at
 * 375 px and the desktop menu on one row (docs/menus-and-shell.md, desktop menu): filtering and
 * sorting with JavaScript (a ticked box submits at once, focus comes back to it) and without (the
 * form's buttons), at 1280 and 375 px, in Dutch and German; no card text outside its card; axe.
 */
import { test, expect, type Page } from '@playwright/test';
import { shopUrl, expectNoSeriousA11yViolations } from './support.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

const filters = (page: Page) => page.getByRole('form', { name: /^(Producten filteren|Produkte filtern)$/ });
const heading = (page: Page) => page.locator('#cat-products');
/** The number of products the list's heading names ("12 producten"). */
const total = async (page: Page) => Number((await heading(page).innerText()).replace(/\D/g, ''));
/** A checkbox's count, the number beside its label. */
const optionCount = async (page: Page, name: RegExp) =>
  Number(
    (
      await filters(page)
        .locator('label', { has: page.getByRole('checkbox', { name }) })
        .innerText()
    ).replace(/^[\s\S]*?(\d+)\s*$/, '$1'),
  );
/** The cards' brands: a card's first paragraph (src/components/ui/ProductCard.tsx). */
const brands = (page: Page) => page.locator('main article > div > p:first-child').allInnerTexts();
const prices = async (page: Page) =>
  // The amounts a private customer sees: the incl. forms, or the one form of an export price (src/components/ui/Price.tsx).
  (await page.locator('main article :is(.pr, .price-incl) > b').allInnerTexts()).map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));

/** Every card's content inside the card: no element sticks out of it and nothing scrolls sideways. */
async function overflowingCards(page: Page): Promise<string[]> {
  return page.$$eval('main article', (cards) =>
    cards.flatMap((card) => {
      const name = card.querySelector('h3')?.textContent ?? '?';
      const box = card.getBoundingClientRect();
      const problems: string[] = [];
      if (card.scrollWidth > card.clientWidth + 1) problems.push(`${name}: content ${card.scrollWidth} px wide in a ${card.clientWidth} px card`);
      for (const el of card.querySelectorAll<HTMLElement>('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < box.left - 1 || r.right > box.right + 1)
          problems.push(
            `${name}: <${el.tagName.toLowerCase()}> ${Math.round(r.left)}–${Math.round(r.right)} outside ${Math.round(box.left)}–${Math.round(box.right)}`,
          );
        if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
          problems.push(`${name}: <${el.tagName.toLowerCase()}> scrolls`);
      }
      return problems;
    }),
  );
}

test.describe('with JavaScript', () => {
  test('at 1280 px: a brand ticks and filters at once, sorting keeps it, a chip removes it; the menu is one row', async ({ page, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(shopUrl(baseURL, 'nl', '/behuizingen/'));

    // The desktop menu fits one row at 1280 px in every language.
    for (const path of ['/behuizingen/', '/en/cases-enclosures/', '/de/gehaeuse/']) {
      if (path !== '/behuizingen/') await page.goto(shopUrl(baseURL, 'nl', path));
      const tops = await page.$$eval('[data-desktop-menu] > ul > li', (items) =>
        items.filter((li) => li.getClientRects().length > 0).map((li) => Math.round(li.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, path).toBe(1);
      expect(tops.length, path).toBeGreaterThanOrEqual(6);
    }
    await page.goto(shopUrl(baseURL, 'nl', '/behuizingen/'));

    const all = await total(page);
    const hammond = await optionCount(page, /^Hammond/);
    expect(hammond).toBeGreaterThan(0);
    expect(hammond).toBeLessThan(all);
    // The panel is the list's column at this width: its boxes are there without opening anything.
    const box = filters(page).getByRole('checkbox', { name: /^Hammond/ });
    await expect(box).toBeVisible();
    await box.check();
    await page.waitForURL(/\/behuizingen\/\?merk=Hammond$/);
    await expect(heading(page)).toHaveText(`${hammond} producten`);
    expect(new Set(await brands(page))).toEqual(new Set(['HAMMOND']));
    // Focus is back on the box that changed, so a keyboard user goes on from there.
    await expect(filters(page).getByRole('checkbox', { name: /^Hammond/ })).toBeFocused();
    await expect(page.locator('details[data-listing-filters] summary')).toHaveText('Filters (1)');

    await page.getByLabel('Sorteren op').selectOption('price-desc');
    await page.waitForURL(/\?merk=Hammond&sort=price-desc$/);
    const sorted = await prices(page);
    expect(sorted.length).toBe(hammond);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    await expect(page.getByLabel('Sorteren op')).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await page
      .getByRole('list', { name: 'Actieve filters' })
      .getByRole('link', { name: /Merk: Hammond/ })
      .click();
    await page.waitForURL(/\/behuizingen\/\?sort=price-desc$/);
    await expect(heading(page)).toHaveText(`${all} producten`);
  });

  test('at 375 px in German: the filters fold into "Filter (1)" above the list, a price range applies on Enter, the cards keep their text', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(shopUrl(baseURL, 'international', '/de/gehaeuse/?merk=Raspberry+Pi'));
    const disclosure = page.locator('details[data-listing-filters]');
    const summary = disclosure.locator('summary');
    await expect(summary).toHaveText('Filter (1)');
    const summaryBox = (await summary.boundingBox())!;
    const firstCard = (await page.locator('main article').first().boundingBox())!;
    expect(summaryBox.y).toBeLessThan(firstCard.y);
    await expect(filters(page)).toBeHidden();
    await summary.click();
    await expect(filters(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const before = await total(page);
    await filters(page).getByLabel('Bis (€)').fill('6');
    await filters(page).getByLabel('Bis (€)').press('Enter');
    await page.waitForURL(/\?merk=Raspberry\+Pi&maxprice=6$/);
    expect(await total(page)).toBeLessThan(before);
    for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(6);
    await expect(summary).toHaveText('Filter (2)');

    // Cards at 375 px, two to a row: long compounds stay inside, the button keeps its icon and a 44 px target.
    for (const [shop, path] of [
      ['international', '/de/sensoren/'],
      ['nl', '/sensoren/'],
    ] as const) {
      await page.goto(shopUrl(baseURL, shop, path));
      expect(await overflowingCards(page), path).toEqual([]);
      const button = page.locator('main article button[data-add-to-cart]').first();
      const target = (await button.boundingBox())!;
      expect(Math.min(target.width, target.height), path).toBeGreaterThanOrEqual(44);
      // The icon is the button's ::before (src/styles/global.css).
      const iconWidth = await button.evaluate((b) => parseFloat(getComputedStyle(b, '::before').width));
      expect(iconWidth, path).toBeGreaterThanOrEqual(18);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('at 1280 px the form filters and sorts with its buttons, and paging keeps the filters', async ({ page, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(shopUrl(baseURL, 'nl', '/singleboard-computers/'));
    const inStock = await optionCount(page, /^Alleen op voorraad/);
    await filters(page)
      .getByRole('checkbox', { name: /^Alleen op voorraad/ })
      .check();
    await filters(page).getByRole('button', { name: 'Filters toepassen' }).click();
    await page.waitForURL(/instock=1/);
    await expect(heading(page)).toHaveText(`${inStock} producten`);

    await page.getByLabel('Sorteren op').selectOption('newest');
    await page.getByRole('button', { name: 'Sorteren', exact: true }).click();
    await page.waitForURL(/sort=newest/);
    const url = new URL(page.url());
    expect(url.searchParams.get('instock')).toBe('1');
    await expect(filters(page).getByRole('checkbox', { name: /^Alleen op voorraad/ })).toBeChecked();

    // More than a page: the next page keeps the filter and the order.
    expect(inStock).toBeGreaterThan(24);
    await page.getByRole('link', { name: 'Volgende' }).click();
    const next = new URL(page.url());
    expect([next.searchParams.get('instock'), next.searchParams.get('sort'), next.searchParams.get('page')]).toEqual(['1', 'newest', '2']);
    await expect(heading(page)).toHaveText(`${inStock} producten`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/singleboard-computers\/$/);
  });

  test('at 375 px the disclosure opens and applies without JavaScript', async ({ page, baseURL }) => {
    await page.setViewportSize(PHONE);
    await page.goto(shopUrl(baseURL, 'nl', '/behuizingen/'));
    const summary = page.locator('details[data-listing-filters] summary');
    await expect(summary).toHaveText('Filters');
    await summary.click();
    const hammond = await optionCount(page, /^Hammond/);
    await filters(page)
      .getByRole('checkbox', { name: /^Hammond/ })
      .check();
    await filters(page).getByRole('button', { name: 'Filters toepassen' }).click();
    await page.waitForURL(/merk=Hammond/);
    await expect(summary).toHaveText('Filters (1)');
    await expect(heading(page)).toHaveText(`${hammond} producten`);
    expect(await overflowingCards(page)).toEqual([]);
  });
});
