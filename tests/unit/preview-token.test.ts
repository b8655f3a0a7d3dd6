/**
 * Preview links (docs/routing-and-seo.md, drafts and previews): the token opens one path of one
 * shop until it expires, and nothing else; the path a link is made for is a content route's
 * canonical path. The newsletter's signatures, made by the same helper, are what they were.
 */
import { describe, expect, it } from 'vitest';
import { PREVIEW_MAX_HOURS, PREVIEW_PARAM, checkPreviewToken, previewPath, previewToken, previewUrl, type PreviewTarget } from '#src/server/content/preview.ts';
import { unsubscribeSignature, validUnsubscribeSignature } from '#src/server/newsletter/links.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const NOW = new Date('2026-05-01T10:00:00Z');
const HOUR = 3_600_000;
const post: PreviewTarget = { shop: 'international', path: '/blog/keeping-the-raspberry-pi-5-cool/' };
const later = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const check = (token: string | null, target: PreviewTarget = post, now = NOW, secret = SECRET) => checkPreviewToken(token, target, now, secret);

describe('preview tokens', () => {
  const token = previewToken(post, later(24), SECRET);

  it('open their path on their shop until they expire', () => {
    expect(token).toMatch(/^\d{10}\.[A-Za-z0-9_-]{43}$/);
    expect(check(token)).toEqual({ valid: true, expires: later(24) });
    expect(check(token, post, later(23.99)).valid).toBe(true);
    expect(check(token, post, later(24))).toEqual({ valid: false, reason: 'expired' });
    expect(check(token, post, later(100))).toEqual({ valid: false, reason: 'expired' });
  });

  it('open no other path, shop or language, and no other key signs them', () => {
    expect(check(token, { ...post, path: '/blog/choosing-the-right-power-supply-for-your-pi/' })).toEqual({ valid: false, reason: 'signature' });
    expect(check(token, { ...post, shop: 'nl' })).toEqual({ valid: false, reason: 'signature' });
    // The same slug under another language's prefix is another page.
    expect(check(token, { ...post, path: `/nl${post.path}` }).valid).toBe(false);
    expect(check(token, { ...post, path: '/blog/keeping-the-raspberry-pi-5-cool' }).valid).toBe(false);
    expect(check(token, post, NOW, 'another-secret-of-at-least-thirty-two-chars').valid).toBe(false);
  });

  it('refuse a changed expiry or signature', () => {
    const [expires, signature] = token.split('.') as [string, string];
    expect(check(`${Number(expires) + 3600}.${signature}`)).toEqual({ valid: false, reason: 'signature' });
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect(check(`${expires}.${flipped}`)).toEqual({ valid: false, reason: 'signature' });
  });

  it('refuse what is no token', () => {
    for (const bad of [null, '', 'yes', '1', `${token}x`, `x${token}`, token.replace('.', ':'), `0.${token.split('.')[1]}`, `${token} `]) {
      expect(check(bad), String(bad)).toEqual({ valid: false, reason: 'malformed' });
    }
  });

  it('live at most seven days: a signed token that lasts longer is refused', () => {
    expect(check(previewToken(post, later(PREVIEW_MAX_HOURS), SECRET)).valid).toBe(true);
    // A few minutes more pass for clocks that differ; a day more does not.
    expect(check(previewToken(post, later(PREVIEW_MAX_HOURS + 0.05), SECRET)).valid).toBe(true);
    expect(check(previewToken(post, later(PREVIEW_MAX_HOURS + 24), SECRET))).toEqual({ valid: false, reason: 'expired' });
  });

  it('make a full link whose token opens the encoded path the browser sends', () => {
    const target: PreviewTarget = { shop: 'nl', path: '/de/blog/den-raspberry-pi-5-k%C3%BChl-halten/' };
    const { url, expires } = previewUrl('https://www.framboos.nl', target, 48, NOW, SECRET);
    expect(expires).toEqual(later(48));
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://www.framboos.nl/de/blog/den-raspberry-pi-5-k%C3%BChl-halten/');
    expect([...parsed.searchParams.keys()]).toEqual([PREVIEW_PARAM]);
    expect(check(parsed.searchParams.get(PREVIEW_PARAM), { shop: 'nl', path: parsed.pathname }).valid).toBe(true);
  });

  it('are signed with the shop’s key by default', () => {
    const own = previewToken(post, later(1));
    expect(checkPreviewToken(own, post, NOW).valid).toBe(true);
    expect(check(own).valid).toBe(false);
  });
});

describe('the path of a preview link', () => {
  it('is the canonical path of a post, a project, the FAQ or a possible content page', () => {
    expect(previewPath('/blog/keeping-the-raspberry-pi-5-cool/', 'international')).toEqual({ path: '/blog/keeping-the-raspberry-pi-5-cool/' });
    expect(previewPath('blog/keeping-the-raspberry-pi-5-cool', 'international')).toEqual({ path: '/blog/keeping-the-raspberry-pi-5-cool/' });
    expect(previewPath('/nl/project/slimme-deurbel-met-een-pi-zero-2-w/', 'international')).toEqual({
      path: '/nl/project/slimme-deurbel-met-een-pi-zero-2-w/',
    });
    expect(previewPath('/veelgestelde-vragen/', 'nl')).toEqual({ path: '/veelgestelde-vragen/' });
    expect(previewPath('/service/reparatie/', 'nl')).toEqual({ path: '/service/reparatie/' });
    // The prefix of the shop's own language is dropped, as the shop redirects it.
    expect(previewPath('/nl/cadeaubonnen/', 'nl')).toEqual({ path: '/cadeaubonnen/' });
    expect(previewPath('/blog/café', 'international')).toEqual({ path: '/blog/caf%C3%A9/' });
  });

  it('is refused for fixed screens, foreign prefixes, the home page and what is no path', () => {
    const refused = (input: string, shop: 'nl' | 'international' = 'international') => {
      const result = previewPath(input, shop);
      expect('error' in result, input).toBe(true);
      return 'error' in result ? result.error : '';
    };
    expect(refused('/cart/')).toBe('/cart/ is not a content route on the international shop but the fixed screen "cart"');
    expect(refused('/winkelwagen/', 'nl')).toContain('"cart"');
    expect(refused('/retour-verzendbeleid/', 'nl')).toContain('"returnPolicy"');
    expect(refused('/blogs/')).toContain('"blogList"');
    expect(refused('/')).toContain('"home"');
    expect(refused('/fr/blog/x/')).toBe('/fr/blog/x/ is not a content route on the international shop: /fr/ is not one of its languages');
    for (const notAPath of ['', '  ', 'https://localhost/blog/x/', '/blog/x/?preview=1', '/blog/x/#top']) expect(refused(notAPath)).toMatch(/is not a path/);
  });
});

describe('newsletter signatures through the shared helper', () => {
  it('are the ones mailed before the helper existed', () => {
    // HMAC-SHA256 of "newsletter-unsubscribe:7:anna@example.com" with the development key.
    expect(unsubscribeSignature(7, 'anna@example.com')).toBe('EquB1VjltqqfTBAi9O0nM1oAuFYCdCKUxutw2aNE7rI');
    expect(validUnsubscribeSignature(7, 'anna@example.com', 'EquB1VjltqqfTBAi9O0nM1oAuFYCdCKUxutw2aNE7rI')).toBe(true);
    expect(validUnsubscribeSignature(8, 'anna@example.com', 'EquB1VjltqqfTBAi9O0nM1oAuFYCdCKUxutw2aNE7rI')).toBe(false);
  });
});
