import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const SHOP_HOSTS = { international: 'localhost', nl: 'nl.localhost' } as const;
export type ShopName = keyof typeof SHOP_HOSTS;
export const PREFIX: Record<ShopName, Record<'en' | 'nl' | 'de', string>> = {
  international: { en: '', nl: '/nl', de: '/de' },
  nl: { en: '/en', nl: '', de: '/de' },
};

/** Absolute URL on a shop's host with the port of the configured base URL. */
export function shopUrl(baseURL: string | undefined, shop: ShopName, path: string): string {
  const base = new URL(baseURL ?? 'http://localhost:4400');
  return `http://${SHOP_HOSTS[shop]}:${base.port}${path}`;
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

export async function alternates(page: Page): Promise<Record<string, string>> {
  return page.$$eval('link[rel="alternate"][hreflang]', (links) =>
    Object.fromEntries(links.map((l) => [l.getAttribute('hreflang')!, l.getAttribute('href')!])),
  );
}
