/**
 * The page-wide scripts in two parts (docs/adr/0008-react-islands.md, the shell in two parts):
 * the part that answers a person loads on the first touch, never before, and a press made while
 * it is still on its way is not lost. The part's file is held back here (a route that answers it
 * only once the test lets it go), so every click lands before it is live.
 */
import { test, expect, type Page } from '@playwright/test';

const LIVE_CHUNK = /\/_astro\/shell-live\.[\w-]+\.js$/;

/** Holds the second part's file back until the returned function is called. */
async function holdLivePart(page: Page): Promise<{ release: () => void; asked: () => boolean }> {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  let asked = false;
  await page.route(LIVE_CHUNK, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release: () => release(), asked: () => asked };
}

test('nothing of the second part loads before a person does something', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (LIVE_CHUNK.test(request.url())) loaded.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(loaded).toEqual([]);
  await page.keyboard.press('Shift');
  await expect(page.locator('[data-desktop-menu].is-enhanced')).toHaveCount(1);
  expect(loaded).toHaveLength(1);
});

test.describe('wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a click on the cart button before the part is live opens the drawer once it is', async ({ page }) => {
    const live = await holdLivePart(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('header [data-cart-open]:visible').first().click();
    await expect.poll(live.asked).toBe(true);
    // Held: the link did not leave the page meanwhile.
    expect(new URL(page.url()).pathname).toBe('/');
    live.release();
    await expect(page.locator('#cart-drawer-title')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('an add-to-cart click before the part is live adds the product once', async ({ page }) => {
    const live = await holdLivePart(page);
    await page.goto('/raspberry-pi/', { waitUntil: 'networkidle' });
    const add = page.locator('main button[data-add-to-cart]').first();
    await add.click();
    await expect.poll(live.asked).toBe(true);
    live.release();
    await expect(page.locator('#cart-drawer-title')).toBeVisible();
    await expect(page.locator('header [data-cart-count]')).toHaveText('1');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a tap on the menu button before the part is live opens the drawer as a dialog', async ({ page }) => {
    const live = await holdLivePart(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('banner').locator('summary[aria-label="Menu"]').click();
    await expect.poll(live.asked).toBe(true);
    live.release();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    // The third level, copied in from the desktop menu.
    await dialog.locator('summary', { hasText: /^Single-board computers$/ }).click();
    await dialog.locator('summary', { hasText: /^Raspberry Pi$/ }).click();
    await expect(dialog.getByRole('link', { name: 'Raspberry Pi 5' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
