/** HTTP contract of the server: headers, compression, redirects, status codes, SEO markup. */
import { test, expect } from '@playwright/test';

test('pages carry a strict CSP and the security headers', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const h = res.headers();
  const csp = h['content-security-policy'] ?? '';
  const scriptSrc =
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/^script-src 'self'/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain('base-uri');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['strict-transport-security']).toBeUndefined(); // plain HTTP here
});

test('HTML and JSON are compressed; built assets are precompressed and immutable', async ({ request }) => {
  const html = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(html.headers()['content-encoding']).toBe('br');
  expect(await html.text()).toContain('<html');
  // A kept page's gzip copy is made when a client without brotli first asks (answered plain
  // meanwhile), or with the render when that client's request renders it.
  await expect
    .poll(async () => (await request.get('/faq/', { headers: { 'Accept-Encoding': 'gzip' } })).headers()['content-encoding'] ?? 'identity')
    .toBe('gzip');
  // API answers from 4 KB (a page of search results); a small cart answer is sent as it is.
  const json = await request.get('/api/search?query=raspberry&locale=en', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(json.headers()['content-encoding']).toBe('br');
  const small = await request.get('/api/cart/cart', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(small.headers()['content-encoding']).toBeUndefined();
  const css = (await html.text()).match(/href="(\/_astro\/[^"]+\.css)"/)?.[1];
  expect(css).toBeTruthy();
  const asset = await request.get(css!, { headers: { 'Accept-Encoding': 'br' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
});

test('healthz answers 200 while the database answers', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok', database: true });
});

test('a path without its trailing slash redirects 301 to the canonical one, keeping the query', async ({ request }) => {
  const res = await request.get('/faq?x=1', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers()['location']).toBe('/faq/?x=1');
  const prefixed = await request.get('/en/cart/', { maxRedirects: 0 });
  expect(prefixed.status()).toBe(301);
  expect(prefixed.headers()['location']).toBe('/cart/');
});

test('unknown paths are 404 with the page, crawlers get a bare 404', async ({ request }) => {
  const res = await request.get('/nope/');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('Page not found: /nope/');
  const bot = await request.get('/nope/', { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
  expect(bot.status()).toBe(404);
  expect(await bot.text()).toBe('Not Found');
  const odd = await request.get('/%E0%A4%A/');
  expect(odd.status()).toBe(404);
  const file = await request.get('/missing.png');
  expect(file.status()).toBe(404);
});

test('indexable pages have canonical, alternates and structured data; query pages are noindex', async ({ request }) => {
  const html = await (await request.get('/de/warenkorb/')).text();
  expect(html).toMatch(/<meta name="robots" content="index, follow"/);
  expect(html).toMatch(/<meta name="googlebot" content="index, follow"/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/de\/warenkorb\/"/);
  expect(html).toMatch(/hreflang="nl" href="http:\/\/localhost:\d+\/nl\/winkelwagen\/"/);
  expect(html).toMatch(/hreflang="x-default" href="http:\/\/localhost:\d+\/cart\/"/);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const types = blocks.map((b) => [b['@type']].flat().join(','));
  expect(types).toEqual(expect.arrayContaining(['Organization', 'LocalBusiness,ElectronicsStore', 'BreadcrumbList']));
  const business = blocks.find((b) => [b['@type']].flat().includes('LocalBusiness'));
  expect(business.address.addressLocality).toBe('Leusden');
  expect(business.aggregateRating).toMatchObject({ ratingValue: '9.3', bestRating: '10', ratingCount: 5588 });

  const query = await (await request.get('/de/warenkorb/?utm=1')).text();
  expect(query).toMatch(/<meta name="bingbot" content="noindex, follow"/);
  expect(query).not.toContain('rel="canonical"');
});

test('API responses get a deny-all CSP', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(res.headers()['content-security-policy']).toContain("default-src 'none'");
});

test('unknown API paths answer with the JSON error contract', async ({ request }) => {
  const res = await request.get('/api/does-not-exist');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: true, message: 'Not found', status: 404 });
});

test('only GET and HEAD reach pages', async ({ request }) => {
  const res = await request.post('/faq/', { data: {} });
  expect(res.status()).toBe(405);
});

test('the search API answers through the server: typo-tolerant, priced for the country, 422 for nonsense', async ({ request }) => {
  const res = await request.get('/api/search?query=rasbery%20pi&locale=de&country=DE&per_page=5', { headers: { 'Accept-Encoding': 'br' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/json');
  const body = await res.json();
  expect(body.products).toHaveLength(5);
  expect(body.products[0].name).toMatch(/Raspberry Pi/);
  expect(body.products[0].url).toMatch(/^\/de\/produkte\//);
  expect(body.products[0].price_with_tax).toBeCloseTo(Math.round(body.products[0].price * 119) / 100, 2);
  const invalid = await request.get('/api/search?query=x&per_page=lots');
  expect(invalid.status()).toBe(422);
  expect(await invalid.json()).toMatchObject({ error: true, status: 422, errors: { per_page: expect.any(Array) } });
});
