/**
 * The page policy's third parties (src/server/http/security-headers.ts) and their settings
 * (src/server/config.ts, src/server/tracking.ts): nothing configured adds nothing; each id adds
 * exactly its maker's hosts, to the right shop only.
 */
import { describe, expect, it } from 'vitest';
import { applySecurityHeaders, extendPolicy, thirdPartySources } from '#src/server/http/security-headers.ts';
import { readConfig } from '#src/server/config.ts';
import { trackingFor } from '#src/server/tracking.ts';

const PAGE_POLICY =
  "default-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='";

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((d) => d[0] === name)
    ?.slice(1);

const settings = (env: Record<string, string>) => readConfig({ ...env });

describe('third parties in the page policy', () => {
  it('adds nothing and leaves the page policy untouched when no id is set (the default)', () => {
    const none = trackingFor('international', settings({}));
    expect(none).toEqual({ analytics: null, chat: null, reviewSidebar: null });
    expect(thirdPartySources(none)).toEqual({});
    const headers = new Headers({ 'Content-Type': 'text/html', 'Content-Security-Policy': PAGE_POLICY });
    applySecurityHeaders(headers, { https: false, thirdParty: thirdPartySources(none) });
    expect(headers.get('Content-Security-Policy')).toBe(PAGE_POLICY);
  });

  it('allows a GA4 id exactly Google’s analytics hosts, on its own shop only', () => {
    const env = { ANALYTICS_ID_INTL: 'G-AB12CD34EF' };
    expect(thirdPartySources(trackingFor('nl', settings(env)))).toEqual({});
    const policy = extendPolicy(PAGE_POLICY, thirdPartySources(trackingFor('international', settings(env))));
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='", 'https://*.googletagmanager.com']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'https://*.google-analytics.com', 'https://*.googletagmanager.com']);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
      'https://*.g.doubleclick.net',
    ]);
    // Everything else as it was: no inline scripts, no eval, nothing framed.
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directive(policy, 'frame-src')).toBeUndefined();
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'sha256-def='"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });

  it('adds the container’s own hosts for a Tag Manager id', () => {
    const policy = extendPolicy(PAGE_POLICY, thirdPartySources(trackingFor('nl', settings({ ANALYTICS_ID_NL: 'GTM-K9X2ZQ' }))));
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='", 'https://www.googletagmanager.com', 'https://*.googletagmanager.com']);
    expect(directive(policy, 'connect-src')).toContain('https://www.google.com');
  });

  it('adds the chat’s and the Dutch review sidebar’s hosts, new directives keeping what default-src allowed', () => {
    const env = { CHAT_CRISP_WEBSITE_ID: '0f4c1e2a-5b6d-4e7f-8a9b-0c1d2e3f4a5b', WEBWINKELKEUR_ID: '1201234' };
    const intl = thirdPartySources(trackingFor('international', settings(env)));
    expect(Object.values(intl).flat()).not.toContain('https://dashboard.webwinkelkeur.nl');
    const policy = extendPolicy(PAGE_POLICY, thirdPartySources(trackingFor('nl', settings(env))));
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://game.crisp.chat', 'https://dashboard.webwinkelkeur.nl']);
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'https://client.crisp.chat']);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://client.crisp.chat',
      'wss://client.relay.crisp.chat',
      'https://dashboard.webwinkelkeur.nl',
    ]);
    expect(directive(policy, 'script-src')).not.toContain('https://*.googletagmanager.com');
  });

  it('never widens the deny-all policy of answers without a page policy', () => {
    const headers = new Headers({ 'Content-Type': 'application/json' });
    applySecurityHeaders(headers, { https: false, thirdParty: thirdPartySources(trackingFor('nl', settings({ ANALYTICS_ID_NL: 'G-AB12CD34EF' }))) });
    expect(headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  });
});

describe('third-party settings', () => {
  it('refuses ids of the wrong shape with a readable message', () => {
    expect(() => settings({ ANALYTICS_ID_NL: 'UA-12345-1' })).toThrow(
      'ANALYTICS_ID_NL: must be a Google Tag Manager container id (GTM-XXXXXXX) or a GA4 measurement id (G-XXXXXXXXXX)',
    );
    expect(() => settings({ ANALYTICS_ID_INTL: 'G-ab"><script>' })).toThrow(/ANALYTICS_ID_INTL: must be/);
    expect(() => settings({ CHAT_CRISP_WEBSITE_ID: 'not-a-uuid' })).toThrow(/CHAT_CRISP_WEBSITE_ID: must be a Crisp website id/);
    expect(() => settings({ WEBWINKELKEUR_ID: '12ab' })).toThrow('WEBWINKELKEUR_ID: must be a WebwinkelKeur member id (digits only)');
  });

  it('treats an empty value as unset', () => {
    expect(trackingFor('nl', settings({ ANALYTICS_ID_NL: '', CHAT_CRISP_WEBSITE_ID: '', WEBWINKELKEUR_ID: '' }))).toEqual({
      analytics: null,
      chat: null,
      reviewSidebar: null,
    });
  });
});
