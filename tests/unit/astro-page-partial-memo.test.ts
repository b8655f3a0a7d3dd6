/**
 * The build step that makes the `Astro` object's page part once per page render
 * (src/build/astro-page-partial-memo.ts), run on the module of the installed Astro: every piece
 * it replaces must be there (an upgrade that moved them fails here and in the build), and the
 * patched method keeps one partial per render result and forgets it on a rewrite.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroPagePartialMemo } from '#src/build/astro-page-partial-memo.ts';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = astroPagePartialMemo().transform as unknown as Transform;
const astroDir = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const moduleId = join(astroDir, 'dist/core/fetch/fetch-state.js');
const original = readFileSync(moduleId, 'utf8');

/** The patched `createAstro` and `invalidateContexts` in a class of their own, with a counting partial maker. */
function patchedState() {
  const patched = transform(original, moduleId)!.code;
  const method = (name: string) => {
    const start = patched.indexOf(`  ${name}(`);
    const end = patched.indexOf('\n  }\n', start);
    return patched.slice(start, end + 4);
  };
  const source = `return class {
    #astroPagePartial;
    #astroPagePartialResult;
    made = 0;
    createAstroPagePartial(result) { this.made++; return { result }; }
    ${method('createAstro')}
    ${method('invalidateContexts')}
  }`;
  const State = new Function('slotValuesSymbol', source)(Symbol('slots')) as new () => {
    made: number;
    createAstro(result: object, props: object, slots: object, api: object): { result: object; props: object };
    invalidateContexts(): void;
  };
  return new State();
}

describe('the Astro page partial once per render', () => {
  it('finds every piece it replaces in the installed Astro', () => {
    expect(transform(original, moduleId)?.code).toContain('#astroPagePartialResult');
  });

  it('fails the build, naming its file, when Astro changed the code it replaces', () => {
    expect(() => transform(original.replace('if (this.isRewriting) {', 'if (this.rewriting) {'), moduleId)).toThrow(/astro-page-partial-memo/);
    expect(() => transform(original.replace('invalidateContexts() {', 'invalidate() {'), moduleId)).toThrow(/astro-page-partial-memo/);
  });

  it('makes one partial for all components of a render, a new one for a new render and after a rewrite', () => {
    const state = patchedState();
    const render = {};
    const first = state.createAstro(render, { a: 1 }, {}, {});
    const second = state.createAstro(render, { b: 2 }, {}, {});
    expect(state.made).toBe(1);
    expect(Object.getPrototypeOf(first)).toBe(Object.getPrototypeOf(second));
    expect(second.props).toEqual({ b: 2 });
    state.createAstro({}, {}, {}, {});
    expect(state.made).toBe(2);
    state.invalidateContexts();
    state.createAstro(render, {}, {}, {});
    expect(state.made).toBe(3);
  });

  it('leaves other modules alone', () => {
    expect(transform(original, join(astroDir, 'dist/core/app/index.js'))).toBeNull();
  });
});
