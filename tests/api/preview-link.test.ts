/**
 * `npm run preview-link` (scripts/preview-link.ts; docs/routing-and-seo.md, drafts and previews)
 * run as an editor runs it: one link on stdout whose token opens exactly the page asked for, on
 * the shop's public origin or the local host; a path that is no content route refused in one
 * line with exit 1, invalid arguments with exit 2.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { checkPreviewToken, PREVIEW_PARAM } from '#src/server/content/preview.ts';

const SECRET = 'the-shop-of-this-test-signs-with-this-key';

type Run = { code: number | null; stdout: string; stderr: string };

function previewLink(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const base = { ...process.env };
  for (const name of ['PORT', 'SITE_URL_NL', 'SITE_URL_INTERNATIONAL', 'LINK_SIGNING_SECRET']) delete base[name];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/preview-link.ts', ...args], { env: { ...base, LINK_SIGNING_SECRET: SECRET, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The printed link, its token checked for its own path on `shop`. */
function printedLink(run: Run, shop: 'nl' | 'international') {
  expect(run.code, run.stderr).toBe(0);
  const lines = run.stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  const url = new URL(lines[0]!);
  const check = checkPreviewToken(url.searchParams.get(PREVIEW_PARAM), { shop, path: url.pathname }, new Date(), SECRET);
  expect(check.valid).toBe(true);
  return { url, hoursLeft: check.valid ? (check.expires.getTime() - Date.now()) / 3_600_000 : 0 };
}

describe('npm run preview-link', () => {
  it('prints a link of 24 hours on the local host, and one on the shop’s public origin for as long as asked', async () => {
    const [local, nl, german] = await Promise.all([
      previewLink(['/blog/keeping-the-raspberry-pi-5-cool']),
      previewLink(['service/reparatie/', '--shop', 'nl', '--hours', '72'], { SITE_URL_NL: 'https://www.framboos.example' }),
      previewLink(['/de/projekt/smarte-tuerklingel-mit-einem-pi-zero-2-w/', '--shop', 'nl', '--hours', '168'], { PORT: '4555' }),
    ]);
    const a = printedLink(local, 'international');
    expect(a.url.origin + a.url.pathname).toBe('http://localhost:4321/blog/keeping-the-raspberry-pi-5-cool/');
    expect(a.hoursLeft).toBeGreaterThan(23.9);
    expect(a.hoursLeft).toBeLessThanOrEqual(24);
    expect(local.stderr).toMatch(/^Valid until \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z \(24 h\)/);

    const b = printedLink(nl, 'nl');
    expect(b.url.origin + b.url.pathname).toBe('https://www.framboos.example/service/reparatie/');
    expect(b.hoursLeft).toBeGreaterThan(71.9);
    expect(b.hoursLeft).toBeLessThanOrEqual(72);

    const c = printedLink(german, 'nl');
    expect(c.url.origin + c.url.pathname).toBe('http://nl.localhost:4555/de/projekt/smarte-tuerklingel-mit-einem-pi-zero-2-w/');
    // The token is the shop's: the other shop's check refuses it.
    expect(checkPreviewToken(c.url.searchParams.get(PREVIEW_PARAM), { shop: 'international', path: c.url.pathname }, new Date(), SECRET).valid).toBe(false);
  });

  it('refuses a path that is no content route in one line with exit 1, and invalid arguments with exit 2', async () => {
    const [cart, account, hours, shop, none] = await Promise.all([
      previewLink(['/cart/']),
      previewLink(['/account/bestellingen/', '--shop', 'nl']),
      previewLink(['/blog/x/', '--hours', '169']),
      previewLink(['/blog/x/', '--shop', 'de']),
      previewLink([]),
    ]);
    for (const [run, message] of [
      [cart, 'Error: /cart/ is not a content route on the international shop but the fixed screen "cart".'],
      [account, 'Error: /account/bestellingen/ is not a content route on the nl shop but the fixed screen "accountOrders".'],
    ] as const) {
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(`${message}\n`);
    }
    for (const run of [hours, shop, none]) {
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/\nUsage: npm run preview-link -- <path>/);
    }
    expect(hours.stderr).toMatch(/^Error: --hours must be a whole number from 1 to 168/);
  });

  it('says in one line when the settings do not read', async () => {
    const run = await previewLink(['/blog/x/'], { LINK_SIGNING_SECRET: 'short' });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('Error: Invalid settings: LINK_SIGNING_SECRET: must be at least 32 characters\n');
  });
});
