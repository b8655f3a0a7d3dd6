/**
 * The import graph of a source tree, read statically: static imports and re-exports, side-effect
 * imports, dynamic `import('…')` with a literal, in .ts, .tsx, .astro and .mjs files (an .astro
 * file's frontmatter and its <script> tags alike). Relative specifiers and the `#src/` alias are
 * resolved to files; packages are left out.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, relative, dirname } from 'node:path';

export type ImportEdge = { target: string; typeOnly: boolean };
export type ImportGraph = { edges: Map<string, ImportEdge[]>; unresolved: string[]; extensionless: string[] };

const SOURCE = /\.(ts|tsx|astro|mjs)$/;
const TRY = ['', '.ts', '.tsx', '.astro', '.mjs', '.js', '/index.ts'];
const ALIAS = '#src/';

const PATTERNS: { re: RegExp; typeOnly: (match: RegExpExecArray) => boolean }[] = [
  { re: /\b(import|export)\s+(type\s+)?[\w*{}\s,$]*?\bfrom\s*['"]([^'"]+)['"]/g, typeOnly: (m) => !!m[2] },
  { re: /\bimport\s*['"]([^'"]+)['"]/g, typeOnly: () => false },
  { re: /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g, typeOnly: () => false },
];

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (SOURCE.test(name)) out.push(path);
  }
  return out;
}

/** Comments may quote imports (`@example`); they are not edges. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  const base = specifier.startsWith(ALIAS) ? join(root, specifier.slice(ALIAS.length)) : join(dirname(from), specifier);
  for (const ending of TRY) {
    const candidate = base + ending;
    if (existsSync(candidate) && statSync(candidate).isFile()) return normalize(candidate);
  }
  return null;
}

/** @example importGraph('src').edges.get('src/features/cart/store.ts') */
export function importGraph(root: string): ImportGraph {
  const edges = new Map<string, ImportEdge[]>();
  const unresolved: string[] = [];
  const extensionless: string[] = [];
  for (const file of walk(root)) {
    const text = withoutComments(readFileSync(file, 'utf8'));
    const list: ImportEdge[] = [];
    for (const { re, typeOnly } of PATTERNS) {
      for (const match of text.matchAll(re)) {
        const specifier = match[match.length - 1] ?? '';
        if (!specifier.startsWith('.') && !specifier.startsWith(ALIAS)) continue;
        if (!/\.(ts|tsx|astro|mjs|js|json|css)$/.test(specifier)) extensionless.push(`${file}: ${specifier}`);
        const target = resolveSpecifier(root, file, specifier);
        if (target) list.push({ target: relative('.', target), typeOnly: typeOnly(match as RegExpExecArray) });
        else unresolved.push(`${file}: ${specifier}`);
      }
    }
    edges.set(relative('.', file), list);
  }
  return { edges, unresolved, extensionless };
}
