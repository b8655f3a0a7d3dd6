/**
 * Serves the generated placeholder images: /media/products/{sku}-{n}.svg,
 * /media/categories/{id}.svg and /media/payment/{id}.svg, product photos from the media store
 * (/media/uploads/products/{name}.{jpg,png,webp}), and all of them in an image preset as WebP
 * (docs/catalogue.md, media): /media/{preset}/products/{sku}-{n}.webp,
 * /media/{preset}/uploads/products/{name}.jpg.webp. Anything else is a JSON 404.
 */
import type { APIRoute } from 'astro';
import { renderMediaPath } from '#src/server/media/sources.ts';
import { renderPresetPath } from '#src/server/media/presets.ts';
import { readUpload } from '#src/server/media/store.ts';
import { jsonError } from '#src/server/http/errors.ts';
import { API_CSP } from '#src/server/http/security-headers.ts';

export const prerender = false;

const IMMUTABLE = 'public, max-age=31536000, immutable';

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': IMMUTABLE,
  // The deny-all policy of every answer without a page's own (ADR 0004): an SVG opened on its
  // own is a document, and the placeholders are drawn with attributes, no style or script.
  'Content-Security-Policy': API_CSP,
  'X-Content-Type-Options': 'nosniff',
};

const WEBP_HEADERS = { 'Content-Type': 'image/webp', 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' };

export const GET: APIRoute = async ({ params }) => {
  const path = typeof params.path === 'string' ? params.path : '';
  if (path.endsWith('.webp')) {
    const webp = await renderPresetPath(path);
    return webp === null ? jsonError(404, 'Not found') : new Response(new Uint8Array(webp), { status: 200, headers: WEBP_HEADERS });
  }
  const photo = await readUpload(path);
  if (photo)
    return new Response(new Uint8Array(photo.body), {
      status: 200,
      headers: { 'Content-Type': photo.contentType, 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' },
    });
  const svg = await renderMediaPath(path);
  return svg === null ? jsonError(404, 'Not found') : new Response(svg, { status: 200, headers: SVG_HEADERS });
};
