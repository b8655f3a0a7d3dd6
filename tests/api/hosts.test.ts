/**
 * The hosts the shop answers for and the origin of its absolute links (docs/http-edge.md, hosts
 * and origins), on the built shop: a Host header nobody configured is refused before the app
 * (no page, no mail with a link to it); the Dutch shop's configured site URL is the origin of
 * its links whatever the request's Host; a shop without one links to the request's own host
 * (loopback or listed) with the scheme a trusted proxy reports. The rule does not depend on the
 * engine, so this runs on the first engine only.
 */
import { describe, expect, it, vi } from 'vitest';
import { engines } from '../helpers/engines.ts';
import { AuthClient, mailsTo, registerCustomer, resetLinkFor, useAuthShop } from './auth-support.ts';

// Read by the built app at its first request; auth-support has set TRUST_PROXY=1.
vi.stubEnv('SITE_URL_NL', 'https://www.framboos.example/');
vi.stubEnv('ALLOWED_HOSTS', 'Shop.Example, intern-lb');
vi.stubEnv('SITE_URL_INTERNATIONAL', '');

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('hosts and link origins', () => {
  const shop = useAuthShop(engines()[0]!);
  /** A visitor by any Host header, not only the two the shop's own tests use. */
  const at = (host: string) => new AuthClient(shop.app.url, host, undefined);

  it('refuses a Host nobody configured before the app: 400 page, JSON under /api, no mail', async () => {
    const page = await at('evil.example').get('/');
    expect(page.status).toBe(400);
    expect(String(page.headers['content-type'])).toMatch(/^text\/plain/);
    expect(page.body).toBe('This shop does not answer for this host.');

    const { email } = await registerCustomer(shop.visitor());
    const asked = await at('evil.example:443').send('POST', '/api/forgot-password', { body: { email }, csrf: false });
    expect(asked.status).toBe(400);
    expect(asked.body).toEqual({ error: true, message: 'This shop does not answer for this host.', status: 400 });
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email, 'password-reset')).toEqual([]);
  });

  it('links the Dutch shop to its site URL whatever Host the request came by', async () => {
    const { email } = await registerCustomer(shop.visitor({ host: 'nl.localhost', locale: 'nl' }));
    const { url } = await resetLinkFor(at('nl.localhost:8080'), email);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.framboos.example/wachtwoord-reset/');

    // Its site URL's host is answered, and is the Dutch shop.
    const home = await at('www.framboos.example').get('/', { headers: { Accept: 'text/html' } });
    expect(home.status).toBe(200);
    expect(home.body).toContain('<html lang="nl"');
    expect(canonical(home.body)).toBe('https://www.framboos.example/');
  });

  it('links a shop without a site URL to the loopback or listed host it was asked by, https behind a trusted proxy', async () => {
    const plain = await shop.visitor().get('/de/', { headers: { Accept: 'text/html' } });
    expect(canonical(plain.body)).toBe('http://localhost/de/');
    const proxied = await shop.visitor().get('/de/', { headers: { Accept: 'text/html', 'X-Forwarded-Proto': 'https, http' } });
    expect(canonical(proxied.body)).toBe('https://localhost/de/');

    const listed = await at('SHOP.example.').get('/de/', { headers: { Accept: 'text/html', 'X-Forwarded-Proto': 'https' } });
    expect(listed.status).toBe(200);
    expect(canonical(listed.body)).toBe('https://shop.example/de/');

    const { email } = await registerCustomer(shop.visitor());
    const { url } = await resetLinkFor(at('intern-lb:8080'), email);
    expect(url.origin).toBe('http://intern-lb:8080');
  });
});
