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

/** An `ALL` handler that only refuses (405 or 404) takes no writes; any other would. */
const REFUSING_ALL = /export const ALL(: APIRoute)? = (onlyGet|unknownApiPath|only\([^)]*\)|\(\) => jsonError\((404|405)\b[^;]*\));/;
/** Exports by name, also destructured from endpoint() (whose ALL only refuses the methods it does not take). */
const exports = (source: string, name: string) => new RegExp(`export const (${name}\\b|\\{[^}]*\\b${name}\\b[^}]*\\} = (endpoint|methods)\\()`).test(source);
const writesIn = (source: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].some((m) => exports(source, m)) || (/export const ALL\b/.test(source) && !REFUSING_ALL.test(source));
const sources = files(API_DIR).map((file) => ({ file, source: readFileSync(file, 'utf8') }));
const writers = sources.filter(({ source }) => writesIn(source)).map(({ file }) => file);

describe('CSRF coverage', () => {
  it('finds the cart write endpoints', () => {
    expect(writers.map(examplePath)).toEqual(expect.arrayContaining(['/api/cart/add-to-cart/1/1', '/api/cart/update/1', '/api/cart/apply-coupon']));
  });

  it.each(writers.map((file) => [examplePath(file)]))('%s needs the token for POST', (path) => {
    expect(WRITE_API.some((re) => re.test(path))).toBe(true);
    expect(needsCsrfCheck('POST', path)).toBe(true);
  });

  it('counts an ALL handler that would take writes as a writer', () => {
    expect(writesIn('export const ALL: APIRoute = async ({ request }) => save(await request.json());')).toBe(true);
    expect(writesIn('export const ALL = onlyGet;')).toBe(false);
    expect(writesIn("export const ALL = only('GET', 'POST');")).toBe(false);
  });

  // An ALL handler takes HEAD unless HEAD is exported. The spec's writing GET (clear) must not
  // answer HEAD: a link checker's HEAD would empty the cart.
  const readers = sources.filter(({ source, file }) => exports(source, 'GET') && examplePath(file) !== '/api/cart/clear');
  it.each(readers.map(({ file }) => [examplePath(file)]))('%s answers HEAD as GET', (path) => {
    const { source } = sources.find(({ file }) => examplePath(file) === path)!;
    expect(exports(source, 'HEAD')).toBe(true);
  });

  it('the writing GET of the spec needs it too; reads do not', () => {
    expect(needsCsrfCheck('GET', '/api/cart/clear')).toBe(true);
    expect(needsCsrfCheck('GET', '/api/cart/clear/')).toBe(true);
    expect(needsCsrfCheck('GET', '/api/cart/cart')).toBe(false);
    expect(needsCsrfCheck('HEAD', '/api/cart/cart')).toBe(false);
    expect(needsCsrfCheck('POST', '/api/menu')).toBe(false);
  });
});
