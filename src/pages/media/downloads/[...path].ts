/**
 * Product downloads: /media/downloads/{sku}/{file} (src/server/media/documents.ts). Public like
 * a manufacturer's documentation site: the account's downloads page is the list of what a
 * customer bought, not a lock on the files. Anything unknown is a JSON 404.
 */
import type { APIRoute } from 'astro';
import { downloadFile } from '#src/server/media/documents.ts';
import { jsonError } from '#src/server/http/errors.ts';

export const prerender = false;

export const GET: APIRoute = async ({ params }) => {
  const file = await downloadFile(`downloads/${typeof params.path === 'string' ? params.path : ''}`);
  if (!file) return jsonError(404, 'Not found');
  return new Response(new Uint8Array(file.body), {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.body.length),
      'Content-Disposition': `inline; filename="${file.filename}"`,
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};
