/**
 * A preview link made by `npm run preview-link`, opened as the editor opens it, in two languages
 * on both shops (docs/routing-and-seo.md, drafts and previews): the draft with its banner, no
 * link of the page carrying the token, no Referer when one is followed; an expired link is the
 * 404 page. The access rules themselves are checked by tests/api/content-preview.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, shopUrl, type ShopName } from './support.ts';
import { previewToken } from '#src/server/content/preview.ts';

const CASES = [
  {
    shop: 'international',
    lang: 'en',
    path: '/blog/keeping-the-raspberry-pi-5-cool/',
    title: 'Keeping the Raspberry Pi 5 cool',
    banner: 'Preview — not published',
    until: /The link works until [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M\./,
    notFound: 'Lost in the raspberry fields',
  },
  {
    shop: 'nl',
    lang: 'nl',
    path: '/service/reparatie/',
    title: 'Reparatieservice',
    banner: 'Voorbeeld — niet gepubliceerd',
    until: /De link werkt tot \d{1,2} [a-z]+ \d{4} om \d{2}:\d{2}\./,
    notFound: 'Verdwaald in de frambozenvelden',
  },
] as const;

/** The link the editor's command prints for this shop's port. */
function previewLink(baseURL: string | undefined, shop: ShopName, path: string): string {
  const port = new URL(baseURL ?? 'http://localhost:4400').port;
  const out = execFileSync(process.execPath, ['scripts/preview-link.ts', path, '--shop', shop, '--hours', '2'], {
    env: { ...process.env, PORT: port, SITE_URL_NL: '', SITE_URL_INTERNATIONAL: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return out.trim();
}

for (const c of CASES) {
  test(`a preview link shows the draft with its banner, an expired one is a 404 (${c.shop}, ${c.lang})`, async ({ page, baseURL }) => {
    const link = previewLink(baseURL, c.shop, c.path);
    expect(link.startsWith(shopUrl(baseURL, c.shop, `${c.path}?preview=`))).toBe(true);

    expect((await page.goto(shopUrl(baseURL, c.shop, c.path)))?.status()).toBe(404);
    expect((await page.goto(link))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    const banner = page.getByRole('note', { name: c.banner });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(c.until);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const hrefs = await page.locator('a[href], form[action]').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? e.getAttribute('action') ?? ''));
    expect(hrefs.filter((h) => h.includes('preview'))).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    // A link followed from the preview tells the next page nothing of where it came from.
    await page
      .getByRole('navigation', { name: /breadcrumb|kruimel/i })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(shopUrl(baseURL, c.shop, '/'));
    expect(await page.evaluate(() => document.referrer)).toBe('');

    const expired = `${c.path}?preview=${previewToken({ shop: c.shop, path: c.path }, new Date(Date.now() - 60_000))}`;
    expect((await page.goto(shopUrl(baseURL, c.shop, expired)))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.notFound);
    await expect(page.getByRole('note', { name: c.banner })).toHaveCount(0);
  });
}
