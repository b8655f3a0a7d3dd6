/**
 * What a kept page is made of (docs/page-cache.md, HTTP caching): the app's headers without the
 * per-answer ones, an ETag of the HTML, the cache headers a CDN reads, and the HTML compressed
 * once with brotli and gzip, off the event loop; the render's own answer uses the same bytes.
 * The HTML is handled as the bytes the render answered: read as text, it was decoded once and
 * encoded twice more (for the ETag and for the copies), a twentieth of a miss's cost.
 */
import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { PageStore } from './store.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The gzip copy of a kept page. */
export const gzipPage = (identity: Buffer): Promise<Buffer> => gzipAsync(identity, { level: KEPT_GZIP_LEVEL });

/**
 * Every purge makes the next visitor's request a render plus this compression, so it must be
 * cheap too. On a 109 KB product page: brotli 9 took 16.4 ms of CPU for 18 765 bytes, brotli 7
 * 2.1 ms for 18 924 (0.8 % more); gzip 9 1.8 ms for 21 335 bytes, gzip 6 1.1 ms for 21 427. On
 * today's 44 KB product page (text mode): brotli 7 1.3–1.7 ms for 9 627 bytes, brotli 5
 * 0.8–1.35 ms for 9 760 (1.4 % more), brotli 4 1.0–1.3 ms for 10 454.
 */
export const KEPT_BROTLI_QUALITY = 5;
export const KEPT_GZIP_LEVEL = 6;

/** Headers that belong to one answer, not to the page. */
const PER_ANSWER = new Set([
  'set-cookie',
  'x-request-id',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  'etag',
  'cache-control',
  'vary',
  'age',
]);

/**
 * Browsers ask again each time (a 304 from the store costs next to nothing) so a change shows at
 * once; a CDN may keep a page a minute and serve it stale while it asks again. On the
 * international shop the price depends on the `region` cookie: `Vary: Cookie` keeps a shared
 * cache that reads headers from handing one visitor's prices to another; a CDN should key on
 * that one cookie instead (README, "A CDN in front").
 */
export function cacheHeaders(regionFixed: boolean): Record<string, string> {
  return {
    'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    Vary: regionFixed ? 'Accept-Encoding' : 'Accept-Encoding, Cookie',
  };
}

export const etagOf = (html: Uint8Array): string => `W/"${hash('sha1', html, 'base64url').slice(0, 22)}"`;

export function pageHeaders(source: Headers, html: Uint8Array, regionFixed: boolean): Headers {
  const headers = new Headers();
  for (const [name, value] of source) if (!PER_ANSWER.has(name)) headers.set(name, value);
  for (const [name, value] of Object.entries(cacheHeaders(regionFixed))) headers.set(name, value);
  headers.set('ETag', etagOf(html));
  return headers;
}

/**
 * Compresses a rendered page and keeps it (unless a purge came since `mark`). Answers the
 * compressed copies, so the request that rendered the page is answered with them too instead of
 * compressing the page again; null when compressing failed (the page is not kept). The gzip copy
 * is made only for a request that takes gzip and not brotli (`withGzip`); for everyone else it
 * waits until such a client asks (src/server/page-cache/serve.ts).
 */
export async function keepPage(
  store: PageStore,
  key: string,
  page: { status: number; headers: Headers; html: Buffer; tags: ReadonlySet<string> },
  mark: number,
  withGzip = false,
): Promise<{ br: Buffer; gzip: Buffer | null } | null> {
  try {
    const identity = page.html;
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      withGzip ? gzipPage(identity) : null,
    ]);
    store.put(
      key,
      {
        status: page.status,
        headers: [...page.headers],
        etag: page.headers.get('etag') ?? etagOf(page.html),
        identity,
        br,
        gzip: gz,
        tags: new Set(page.tags),
        storedAt: Date.now(),
      },
      mark,
    );
    return { br, gzip: gz };
  } catch (err) {
    store.release(key);
    console.error('[page-cache] could not keep a page:', (err as Error).message);
    return null;
  }
}
