/**
 * Every API endpoint that takes a write is behind the CSRF check: the middleware checks the paths
 * of WRITE_API (src/server/http/csrf.ts), so an endpoint exporting POST, PUT, PATCH or DELETE
 * outside them would take writes from any site.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsCsrfCheck, WRITE_API } from '../../src/server/http/csrf.ts';

const API_DIR = join(process.cwd(), 'src/pages/api');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The request path an endpoint file answers, with every parameter filled in. */
const examplePath = (file: string) => `/api/${relative(API_DIR, file).replace(/\.ts$/, '').replace(/\[\.\.\.\w+\]/g, 'x/y').replace(/\[\w+\]/g, '1')}`;

const writers = files(API_DIR).filter((file) => /export const (POST|PUT|PATCH|DELETE)\b/.test(readFileSync(file, 'utf8')));

describe('CSRF coverage', () => {
  it('finds the cart write endpoints', () => {
    expect(writers.map(examplePath)).toEqual(expect.arrayContaining(['/api/cart/add-to-cart/1/1', '/api/cart/update/1', '/api/cart/apply-coupon']));
  });

  it.each(writers.map((file) => [examplePath(file)]))('%s needs the token for POST', (path) => {
    expect(WRITE_API.some((re) => re.test(path))).toBe(true);
    expect(needsCsrfCheck('POST', path)).toBe(true);
  });

  it('the writing GET of the spec needs it too; reads do not', () => {
    expect(needsCsrfCheck('GET', '/api/cart/clear')).toBe(true);
    expect(needsCsrfCheck('GET', '/api/cart/clear/')).toBe(true);
    expect(needsCsrfCheck('GET', '/api/cart/cart')).toBe(false);
    expect(needsCsrfCheck('HEAD', '/api/cart/cart')).toBe(false);
    expect(needsCsrfCheck('POST', '/api/menu')).toBe(false);
  });
});
