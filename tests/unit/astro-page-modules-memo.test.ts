/**
 * The build step that keeps each route's module after its first load
 * (src/build/astro-page-modules-memo.ts): run on a route table shaped as Astro writes it, with
 * `import()` stood in for by a counting loader.
 */
import { describe, expect, it } from 'vitest';
import { astroPageModulesMemo } from '#src/build/astro-page-modules-memo.ts';

const TABLE = `const _page0 = () => import("virtual:astro:page:src/pages/index@_@astro");
const _page1 = () => import("virtual:astro:page:src/pages/api/cart/cart.ts");
const pageMap = new Map([
    ["src/pages/index.astro", _page0],
    ["src/pages/api/cart/cart.ts", _page1]
]);

export { pageMap };`;

type Transform = (code: string, id: string) => { code: string } | null;
const transform = astroPageModulesMemo().transform as unknown as Transform;

/** The transformed table as a function of the loader that stands in for `import()`. */
function tableWith(load: (specifier: string) => Promise<unknown>): Map<string, () => Promise<unknown>> {
  const code = transform(TABLE, '\0virtual:astro:pages')!.code.replaceAll('import(', 'load(').replace('export { pageMap };', 'return pageMap;');
  return new Function('load', code)(load) as Map<string, () => Promise<unknown>>;
}

describe('route modules loaded once', () => {
  it('loads each route once however often it is asked for', async () => {
    const loads: string[] = [];
    const table = tableWith(async (specifier) => (loads.push(specifier), { specifier }));
    for (let i = 0; i < 3; i++) await table.get('src/pages/index.astro')!();
    await table.get('src/pages/api/cart/cart.ts')!();
    expect(loads).toEqual(['virtual:astro:page:src/pages/index@_@astro', 'virtual:astro:page:src/pages/api/cart/cart.ts']);
  });

  it('tries a failed load again on the next request', async () => {
    let calls = 0;
    const table = tableWith(async () => {
      calls++;
      if (calls === 1) throw new Error('not there yet');
      return {};
    });
    await expect(table.get('src/pages/index.astro')!()).rejects.toThrow('not there yet');
    await expect(table.get('src/pages/index.astro')!()).resolves.toEqual({});
    expect(calls).toBe(2);
  });

  it('fails the build when the table no longer loads routes that way, and leaves other modules alone', () => {
    expect(() => transform('const _page0 = () => import(`x`, { with: {} });', '\0virtual:astro:pages')).toThrow(/astro-page-modules-memo/);
    expect(transform('const pageMap = new Map([]);', '\0virtual:astro:pages')).toBeNull();
    expect(transform(TABLE, '/src/pages/index.astro')).toBeNull();
  });
});
