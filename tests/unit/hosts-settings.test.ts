/**
 * The host settings (docs/http-edge.md, hosts and origins): which Host headers the shop answers,
 * which of them is the Dutch shop, the origin of its links, and the settings refused at start.
 */
import { describe, expect, it } from 'vitest';
import { readConfig } from '#src/server/config.ts';
import { answersHost, forwardedHttps, hostName, linkOrigin } from '#src/server/http/origins.ts';

const settings = (env: Record<string, string> = {}) => readConfig({ ...env });

describe('hosts the shop answers for', () => {
  it('answers loopback names always, and only them by default', () => {
    const s = settings();
    for (const host of ['localhost', 'localhost:4321', 'nl.localhost', 'a.b.localhost.', '127.0.0.1:80', '[::1]:4321'])
      expect(answersHost(host, s), host).toBe(true);
    for (const host of ['evil.example', 'localhost.evil.example', '127.0.0.2', '10.0.0.7:4321', 'framboos.nl']) expect(answersHost(host, s), host).toBe(false);
  });

  it('adds the site URLs, SHOP_NL_HOSTS and ALLOWED_HOSTS, case and final dot aside', () => {
    const s = settings({
      SITE_URL_NL: 'https://www.Framboos.nl/',
      SITE_URL_INTERNATIONAL: 'https://shop.framboos.example',
      SHOP_NL_HOSTS: 'framboos.nl, nl.localhost',
      ALLOWED_HOSTS: 'shop-internal',
    });
    for (const host of ['www.framboos.nl', 'FRAMBOOS.NL.', 'shop.framboos.example:443', 'shop-internal:8080']) expect(answersHost(host, s), host).toBe(true);
    expect(answersHost('evil.example', s)).toBe(false);
    expect([...s.nlHosts].sort()).toEqual(['framboos.nl', 'nl.localhost', 'www.framboos.nl']);
    expect(s.siteUrls).toEqual({ nl: 'https://www.framboos.nl', international: 'https://shop.framboos.example' });
  });
});

describe('the origin of links', () => {
  it("is the shop's site URL whatever the request's host", () => {
    const s = settings({ SITE_URL_NL: 'https://www.framboos.nl' });
    expect(linkOrigin('nl', { host: 'nl.localhost:4321', https: false }, s)).toBe('https://www.framboos.nl');
    expect(linkOrigin('international', { host: 'localhost:4321', https: false }, s)).toBe('http://localhost:4321');
  });

  it('takes the scheme from X-Forwarded-Proto only behind a trusted proxy, the first of a chain', () => {
    expect(forwardedHttps('http:', 'https', false)).toBe(false);
    expect(forwardedHttps('http:', 'https', true)).toBe(true);
    expect(forwardedHttps('http:', 'HTTPS , http', true)).toBe(true);
    expect(forwardedHttps('http:', 'http, https', true)).toBe(false);
    expect(forwardedHttps('https:', null, false)).toBe(true);
    expect(linkOrigin('international', { host: 'Shop.Example.:8443', https: true }, settings())).toBe('https://shop.example:8443');
  });

  it('reads a host name without port or final dot, IPv6 in brackets', () => {
    expect(hostName('WWW.Framboos.NL.:443')).toBe('www.framboos.nl');
    expect(hostName('[::1]:4321')).toBe('[::1]');
  });
});

describe('settings refused at start', () => {
  it('refuses a database URL of another engine, and a site URL with a path or another scheme', () => {
    expect(() => settings({ DATABASE_URL: 'mysql://root@127.0.0.1/shop' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(settings({ DATABASE_URL: 'postgresql://shop@db/shop' }).DATABASE_URL).toBe('postgresql://shop@db/shop');
    expect(() => settings({ SITE_URL_NL: 'https://www.framboos.nl/shop/' })).toThrow(/SITE_URL_NL: must be an origin only/);
    expect(() => settings({ SITE_URL_INTERNATIONAL: 'ftp://framboos.example' })).toThrow(/SITE_URL_INTERNATIONAL: must be an http/);
  });
});
