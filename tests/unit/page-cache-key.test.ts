import { describe, expect, it } from 'vitest';
import { pageKey, regionCookie } from '#src/server/page-cache/key.ts';
import { encodingFor } from '#src/server/http/accept-encoding.ts';
import { cacheHeaders, pageHeaders } from '#src/server/page-cache/keep.ts';

const parts = { host: 'localhost:4321', target: '/product/x/', forwardedProto: null, cookie: null };

describe('page cache key', () => {
  it('holds host, path and query as asked', () => {
    expect(pageKey(parts)).toBe('http://localhost:4321/product/x/|');
    expect(pageKey({ ...parts, target: '/product/x/?page=2' })).toBe('http://localhost:4321/product/x/?page=2|');
    expect(pageKey({ ...parts, host: 'LOCALHOST:4321' })).toBe(pageKey(parts));
  });

  it('holds the region cookie on the international shop only', () => {
    expect(pageKey({ ...parts, cookie: 'a=1; region=DE; b=2' })).toBe('http://localhost:4321/product/x/|DE');
    expect(pageKey({ ...parts, host: 'nl.localhost:4321', cookie: 'region=DE' })).toBe('http://nl.localhost:4321/product/x/|');
  });

  it('reads the first region cookie, and only a country code', () => {
    expect(regionCookie('region=BE; region=DE')).toBe('BE');
    expect(regionCookie('myregion=DE')).toBe('');
    expect(regionCookie('region=de')).toBe('');
    expect(regionCookie('region=%44E')).toBe('');
    expect(regionCookie(undefined)).toBe('');
  });

  it('parses the target as the app does', () => {
    expect(pageKey({ ...parts, target: '/a/../product/x/' })).toBe(pageKey(parts));
    // Plain targets skip the parser: they must come out as the parser gives them.
    for (const target of ['/product/x/?page=2&rating=5', '/kabels/?merk=Goobay+Pro&minprice=1.5', '/?query=a%20b', '/de/produkte/x-y_z~1/']) {
      const url = new URL(target, 'http://x');
      expect(pageKey({ ...parts, target })).toBe(`http://localhost:4321${url.pathname}${url.search}|`);
    }
    expect(pageKey({ ...parts, target: '/product/ü/' })).toBe(`http://localhost:4321${new URL('/product/ü/', 'http://x').pathname}|`);
  });
});

describe('encoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip')).toBe('gzip');
    expect(encodingFor('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(encodingFor('br;q=0.5')).toBe('br');
    expect(encodingFor('identity')).toBeNull();
    expect(encodingFor(undefined)).toBeNull();
  });
});

describe('kept headers', () => {
  it('drops what belongs to one answer and adds the cache headers', () => {
    const source = new Headers({
      'content-type': 'text/html',
      'content-security-policy': "default-src 'self'",
      'content-length': '5',
      'cache-control': 'no-cache',
    });
    const headers = pageHeaders(source, Buffer.from('<p>x</p>'), false);
    expect(headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(headers.has('content-length')).toBe(false);
    expect(headers.get('cache-control')).toBe(cacheHeaders(false)['Cache-Control']);
    expect(headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    expect(pageHeaders(source, Buffer.from('<p>x</p>'), true).get('vary')).toBe('Accept-Encoding');
    expect(pageHeaders(source, Buffer.from('<p>y</p>'), true).get('etag')).not.toBe(headers.get('etag'));
  });
});
