/**
 * Security headers for every response. HTML pages also get Astro's Content-Security-Policy
 * (script-src and style-src with hashes of Astro's inline scripts, directives from
 * astro.config.mjs); responses without one (API, media) get a deny-all policy.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function applySecurityHeaders(headers: Headers, { https, dev = false }: { https: boolean; dev?: boolean }): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  // The dev server sends no policy with pages (Astro adds it at build time); the deny-all
  // fallback would block every script and style there, so dev pages go without one.
  const devPage = dev && (headers.get('Content-Type') ?? '').startsWith('text/html');
  if (!headers.has('Content-Security-Policy') && !devPage) headers.set('Content-Security-Policy', API_CSP);
  if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
