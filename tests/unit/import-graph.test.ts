/**
 * The rooms of src/ and how they may import each other (docs/README.md, the rooms): no import cycle,
 * lib/ imports none of the rooms above it, server/ no browser or page code, features/ no server
 * code, the shared views (components/ui/) only each other and lib/, and the HTTP client imports
 * no feature. A new import that breaks a rule fails here with
 * the file and the import named.
 */
import { describe, expect, it } from 'vitest';
import { importGraph, type ImportEdge } from '../helpers/import-graph.ts';

const graph = importGraph('src');
const room = (file: string) => file.split('/')[1] ?? '';

function offending(from: (file: string) => boolean, to: (file: string) => boolean): string[] {
  const out: string[] = [];
  for (const [file, edges] of graph.edges) {
    if (!from(file)) continue;
    for (const edge of edges) if (to(edge.target)) out.push(`${file} → ${edge.target}`);
  }
  return out;
}

/** Every cycle of value imports (type-only imports are erased and cannot cycle at run time). */
function cycles(edges: Map<string, ImportEdge[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const edge of edges.get(file) ?? []) {
      if (edge.typeOnly) continue;
      const seen = state.get(edge.target);
      if (seen === 'open') found.push([...stack.slice(stack.indexOf(edge.target)), edge.target]);
      else if (!seen) visit(edge.target);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('import graph of src/', () => {
  it('reads the whole tree and resolves every relative import', () => {
    expect(graph.edges.size).toBeGreaterThan(300);
    expect(graph.unresolved).toEqual([]);
  });

  it('names every file it imports with its extension, as Node needs for the scripts it runs', () => {
    expect(graph.extensionless).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cycles(graph.edges).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const a = { target: 'b', typeOnly: false };
    const b = { target: 'a', typeOnly: false };
    expect(
      cycles(
        new Map([
          ['a', [a]],
          ['b', [b]],
        ]),
      ),
    ).toEqual([['a', 'b', 'a']]);
    expect(
      cycles(
        new Map([
          ['a', [a]],
          ['b', [{ ...b, typeOnly: true }]],
        ]),
      ),
    ).toEqual([]);
  });

  it('keeps lib/ free of every room above it', () => {
    expect(
      offending(
        (f) => room(f) === 'lib',
        (t) => ['features', 'server', 'pages', 'components', 'layouts'].includes(room(t)),
      ),
    ).toEqual([]);
  });

  it('keeps server/ free of browser and page code', () => {
    expect(
      offending(
        (f) => room(f) === 'server',
        (t) => ['features', 'pages', 'components', 'layouts'].includes(room(t)),
      ),
    ).toEqual([]);
  });

  it('keeps features/ free of server code and pages', () => {
    expect(
      offending(
        (f) => room(f) === 'features',
        (t) => ['server', 'pages', 'layouts'].includes(room(t)),
      ),
    ).toEqual([]);
  });

  it('keeps the shared views (components/ui/) to themselves and lib/', () => {
    // Pages render them on the server and islands ship them to the browser: an import of server
    // code would end up in an island's chunk, one of a feature would tie the views to one island.
    const outside = (t: string) => !t.startsWith('src/components/ui/') && room(t) !== 'lib';
    expect(offending((f) => f.startsWith('src/components/ui/'), outside)).toEqual([]);
    expect(graph.edges.has('src/components/ui/ProductCard.tsx')).toBe(true);
  });

  it('keeps the HTTP client a leaf', () => {
    expect(
      offending(
        (f) => f.startsWith('src/features/http/'),
        (t) => room(t) === 'features' && !t.startsWith('src/features/http/'),
      ),
    ).toEqual([]);
  });

  it('loads the auth store before any call that may carry a login', () => {
    // The auth store hands the API client its token provider when it loads; a module that calls
    // the API without it in its imports could send a customer's first call as a guest's.
    const GUEST_ONLY = new Set([
      'src/features/search/api.ts',
      'src/features/auth/PasswordResetRequest.tsx',
      'src/features/newsletter/NewsletterPopup.tsx',
      'src/features/menu/offers-bar.ts',
    ]);
    const closure = (file: string, seen = new Set<string>()): Set<string> => {
      for (const edge of graph.edges.get(file) ?? []) {
        if (edge.typeOnly || seen.has(edge.target)) continue;
        seen.add(edge.target);
        closure(edge.target, seen);
      }
      return seen;
    };
    const callers = [...graph.edges]
      .filter(([file, edges]) => room(file) === 'features' && edges.some((e) => !e.typeOnly && e.target === 'src/features/http/api.ts'))
      .map(([file]) => file)
      .filter((file) => !GUEST_ONLY.has(file) && file !== 'src/features/auth/store.ts');
    expect(callers.length).toBeGreaterThan(3);
    expect(callers.filter((file) => !closure(file).has('src/features/auth/store.ts'))).toEqual([]);
  });
});
