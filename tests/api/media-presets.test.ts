/** The media route's preset images: WebP in the preset sizes (docs/catalogue.md), cached, and JSON 404s otherwise. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { APIContext } from 'astro';
import { GET } from '#src/pages/media/[...path].ts';
import { renderPresetPath } from '#src/server/media/presets.ts';
import { byteLru } from '#src/server/media/byte-lru.ts';
import { closeDatabase, useDatabase } from '#src/server/database.ts';
import { engines } from '../helpers/engines.ts';

const get = async (path: string): Promise<Response> => GET({ params: { path } } as unknown as APIContext);

const isWebp = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 4)).toString('ascii') === 'RIFF' && Buffer.from(bytes.subarray(8, 12)).toString('ascii') === 'WEBP';

describe('preset images', () => {
  // A product's picture is drawn from its name and category (src/server/media/sources.ts): a
  // seeded database answers that; the images are the same on either engine.
  beforeAll(async () => {
    useDatabase(await engines()[0]!.open());
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it('serves a thumbnail as WebP, 300 wide, cacheable for a year', async () => {
    const res = await get('thumbnail/products/RPI5-8GB-1.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(isWebp(bytes)).toBe(true);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 300]);
  });

  it('renders every preset in its size', async () => {
    const sizes: Record<string, [number, number]> = {
      hero: [1200, 1200],
      product: [600, 600],
      icon: [100, 100],
      mobile: [400, 400],
      homeCard: [710, 710],
    };
    for (const [preset, [width, height]] of Object.entries(sizes)) {
      const body = await renderPresetPath(`${preset}/products/RPI5-8GB-2.webp`);
      expect(body, preset).not.toBeNull();
      const meta = await sharp(body as Buffer).metadata();
      expect([meta.width, meta.height], preset).toEqual([width, height]);
    }
    // The payment badges are 3:2; presets without a height keep that.
    const badge = await sharp((await renderPresetPath('icon/payment/ideal.webp')) as Buffer).metadata();
    expect([badge.width, badge.height]).toEqual([100, 67]);
  });

  it('encodes a hot image once', async () => {
    const first = await renderPresetPath('mobile/products/ARD-UNO-R4-WIFI-1.webp');
    const again = await renderPresetPath('mobile/products/ARD-UNO-R4-WIFI-1.webp');
    expect(again).toBe(first);
  });

  it('answers unknown presets, sources and formats with the JSON 404 contract', async () => {
    for (const path of [
      'huge/products/RPI5-8GB-1.webp',
      'product/products/rpi5-8gb-1.webp',
      'product/products/RPI5-8GB-0.webp',
      'product/products/RPI5-8GB-1.png',
      'product/payment/nope.webp',
      'product/../products/RPI5-8GB-1.webp',
      'products/RPI5-8GB-1.webp',
      '',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ error: true, message: 'Not found', status: 404 });
    }
  });

  it('still serves the SVG sources', async () => {
    const res = await get('products/RPI5-8GB-1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('byte-bounded LRU', () => {
  const bytes = (n: number) => new Uint8Array(n);

  it('evicts the least recently used entries once over budget', async () => {
    const lru = byteLru<Uint8Array>(100);
    await lru.get('a', async () => bytes(40));
    await lru.get('b', async () => bytes(40));
    await lru.get('a', async () => bytes(999)); // a hit: a becomes the newest
    await lru.get('c', async () => bytes(40));
    expect([lru.has('a'), lru.has('b'), lru.has('c')]).toEqual([true, false, true]);
    expect(lru.size()).toBe(80);
  });

  it('shares one load between concurrent misses and keeps nothing larger than the budget', async () => {
    const lru = byteLru<Uint8Array>(100);
    let loads = 0;
    const load = async () => {
      loads++;
      return bytes(10);
    };
    const [x, y] = await Promise.all([lru.get('k', load), lru.get('k', load)]);
    expect(x).toBe(y);
    expect(loads).toBe(1);
    await lru.get('big', async () => bytes(101));
    expect(lru.has('big')).toBe(false);
    expect(lru.has('k')).toBe(true);
  });

  it('does not cache failures', async () => {
    const lru = byteLru<Uint8Array>(100);
    await expect(
      lru.get('x', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await lru.get('x', async () => bytes(3))).toHaveLength(3);
  });
});
