/**
 * The build step that lets Astro's React renderer say a component is React's without rendering
 * it a second time (src/build/react-renderer-check.ts), run on the installed renderer's module:
 * the piece it replaces must be there, and the patched `check` skips the test render only when
 * React is the render's one UI framework.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRendererCheck } from '#src/build/react-renderer-check.ts';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = reactRendererCheck().transform as unknown as Transform;
const rendererDir = dirname(createRequire(import.meta.url).resolve('@astrojs/react/package.json'));
const moduleId = join(rendererDir, 'dist/server.js');
const original = readFileSync(moduleId, 'utf8');

type Check = (this: { result: { renderers: { name: string }[] } }, component: unknown, props: object, children: object) => Promise<boolean>;

/** `check` of the given module text, with the test render counted instead of made. */
function checkOf(code: string): { check: Check; testRenders: () => number } {
  const start = code.indexOf('async function check(');
  const source = code.slice(start, code.indexOf('\n}\n', start) + 2);
  let renders = 0;
  class Component {}
  const React = { Component, PureComponent: class extends Component {}, createElement: () => ({}) };
  const renderToStaticMarkup = async (tester: (props: object) => unknown, props: object) => {
    renders++;
    tester(props);
  };
  const check = new Function('React', 'renderToStaticMarkup', 'filter', 'reactTypeof', 'reactTransitionalTypeof', `${source}\nreturn check;`)(
    React,
    renderToStaticMarkup,
    null,
    Symbol.for('react.element'),
    Symbol.for('react.transitional.element'),
  ) as Check;
  return { check, testRenders: () => renders };
}

const reactOnly = { result: { renderers: [{ name: 'astro:jsx' }, { name: '@astrojs/react' }] } };
const withVue = { result: { renderers: [{ name: '@astrojs/react' }, { name: '@astrojs/vue' }] } };
const Price = () => ({ $$typeof: Symbol.for('react.transitional.element') });
const NotReact = () => 'text';

describe("the React renderer's check", () => {
  it('finds the piece it replaces in the installed renderer, and fails the build naming its file when it is gone', () => {
    expect(transform(original, moduleId)?.code).toContain('.length === 1) return true;');
    expect(() => transform(original.replace('let isReactComponent = false;', 'let isReact = false;'), moduleId)).toThrow(/react-renderer-check/);
  });

  it('answers a function component at once when React is the only framework', async () => {
    const { check, testRenders } = checkOf(transform(original, moduleId)!.code);
    await expect(check.call(reactOnly, Price, {}, {})).resolves.toBe(true);
    expect(testRenders()).toBe(0);
  });

  it('keeps the test render beside another framework, and the earlier answers', async () => {
    const { check, testRenders } = checkOf(transform(original, moduleId)!.code);
    await expect(check.call(withVue, Price, {}, {})).resolves.toBe(true);
    await expect(check.call(withVue, NotReact, {}, {})).resolves.toBe(false);
    expect(testRenders()).toBe(2);
    // Not a function at all, and a class that is not React's: no render in either case.
    await expect(check.call(reactOnly, 'div', {}, {})).resolves.toBe(false);
    await expect(
      check.call(
        reactOnly,
        class {
          render() {}
        },
        {},
        {},
      ),
    ).resolves.toBe(false);
    expect(testRenders()).toBe(2);
  });

  it('is what the unpatched renderer answers for the shop’s components', async () => {
    const { check } = checkOf(original);
    await expect(check.call(reactOnly, Price, {}, {})).resolves.toBe(true);
  });
});
