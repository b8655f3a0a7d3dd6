/**
 * The rules of docs/data-access.md, checked on the source text so a change that breaks one fails
 * here rather than in review: the running shop imports nothing from the seed, no handle is cast,
 * raw rows are always decoded by a schema, and the code that gets the shop's connection (`db()`)
 * is never the code that runs SQL.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const SEED = join(ROOT, 'src/server/db/seed');
const SOURCE = /\.(ts|tsx|mts|js|mjs|astro)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

const rel = (path: string) => relative(ROOT, path).split(sep).join('/');
const inside = (path: string, dir: string) => path === dir || path.startsWith(dir + sep);

/** Import and export specifiers of a file, static and dynamic (`import('…')`). */
function specifiers(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) found.push(m[1] as string);
  return found;
}

/** Every file of the project that is not the seed itself, a test or a script. */
function shopFiles(): string[] {
  const rootFiles = readdirSync(ROOT)
    .filter((name) => SOURCE.test(name) && statSync(join(ROOT, name)).isFile())
    .map((name) => join(ROOT, name));
  return [...filesUnder(join(ROOT, 'src')), ...rootFiles].filter((f) => !inside(f, SEED));
}

describe('the running shop and the seed', () => {
  it('imports nothing from the seed: the seed writes the database, the shop reads it', () => {
    const offenders = shopFiles().flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((s) => s.startsWith('.') && inside(resolve(dirname(file), s), SEED))
        .map((s) => `${rel(file)} imports ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('is checked by this test: a file importing the seed is found', () => {
    const file = join(ROOT, 'src/server/media/example.ts');
    const hit = specifiers("import { DOWNLOADS } from '../db/seed/data/downloads.ts';").some((s) => inside(resolve(dirname(file), s), SEED));
    expect(hit).toBe(true);
  });
});

describe('database handles', () => {
  it('are never cast: a transaction is a Queryable as it is', () => {
    const offenders = filesUnder(join(ROOT, 'src'))
      .concat(filesUnder(join(ROOT, 'tests/helpers')))
      .filter((f) => /as unknown as (Db|Tx|Queryable)\b/.test(readFileSync(f, 'utf8')))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  /**
   * A function that calls `db()` (the shop's connection) runs no SQL in its own body, and one
   * that runs SQL gets its handle as a parameter. Nested functions are judged on their own:
   * `conn.transaction(async (tx) => rows(tx, sql\`…\`))` is a function taking `tx`.
   */
  function mixedFunctions(file: string): string[] {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const problems: string[] = [];
    const isFunction = (n: ts.Node): n is ts.SignatureDeclaration =>
      ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n) || ts.isArrowFunction(n) || ts.isMethodDeclaration(n);
    const judge = (scope: ts.Node, name: string) => {
      let getsConnection = false;
      let runsSql = false;
      const walk = (n: ts.Node): void => {
        if (n !== scope && isFunction(n)) return judge(n, nameOf(n));
        if (ts.isCallExpression(n)) {
          const callee = n.expression;
          if (ts.isIdentifier(callee) && callee.text === 'db' && n.arguments.length === 0) getsConnection = true;
          if (ts.isIdentifier(callee) && (callee.text === 'rows' || callee.text === 'preparedRows')) runsSql = true;
          if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'execute') runsSql = true;
        }
        if (ts.isTaggedTemplateExpression(n) && ts.isIdentifier(n.tag) && n.tag.text === 'sql') runsSql = true;
        ts.forEachChild(n, walk);
      };
      ts.forEachChild(scope, walk);
      if (getsConnection && runsSql) {
        const line = source.getLineAndCharacterOfPosition(scope.getStart(source)).line + 1;
        problems.push(`${rel(file)}:${line} ${name}`);
      }
    };
    const nameOf = (n: ts.SignatureDeclaration): string => {
      if (n.name && ts.isIdentifier(n.name)) return n.name.text;
      const parent = n.parent;
      if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
      return '(anonymous)';
    };
    judge(source, '(module)');
    return problems;
  }

  /** Calls of `rows(db, query)` without a row schema: unchecked rows, for tests and benchmarks only. */
  function uncheckedQueries(file: string): string[] {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const walk = (n: ts.Node): void => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && ['rows', 'preparedRows'].includes(n.expression.text) && n.arguments.length < 3) {
        found.push(`${rel(file)}:${source.getLineAndCharacterOfPosition(n.getStart(source)).line + 1}`);
      }
      ts.forEachChild(n, walk);
    };
    walk(source);
    return found;
  }

  it('give rows only through a schema that checks them', () => {
    const files = filesUnder(join(ROOT, 'src')).filter((f) => /\.tsx?$/.test(f) && !f.endsWith(join('db', 'query.ts')));
    expect(files.flatMap(uncheckedQueries)).toEqual([]);
  });

  it("come from the shop's connection only in code that runs no SQL itself", () => {
    const files = [...filesUnder(join(ROOT, 'src/server')), ...filesUnder(join(ROOT, 'src/pages'))].filter((f) => /\.ts$/.test(f) && !inside(f, SEED));
    expect(files.flatMap(mixedFunctions)).toEqual([]);
  });
});
