/**
 * Serves the generated placeholder images: /media/products/{sku}-{n}.svg,
 * /media/categories/{id}.svg and /media/payment/{id}.svg. Anything else is a JSON 404.
 */
import type { APIRoute } from 'astro';
import { renderMediaPath } from '../../server/media/placeholder.ts';

export const prerender = false;

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
};

export const GET: APIRoute = ({ params }) => {
  const svg = typeof params.path === 'string' ? renderMediaPath(params.path) : null;
  if (svg === null) {
    return new Response(JSON.stringify({ error: true, message: 'Not found', status: 404 }), {
      status: 404,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(svg, { status: 200, headers: SVG_HEADERS });
};
