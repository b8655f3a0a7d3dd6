/**
 * Query parameters and headers of a request as objects (docs/http-edge.md), and the paging of a
 * list. Pure.
 */
import * as z from 'zod/mini';
import { checked, inOrder, type Shape } from './requests.ts';

/**
 * Query parameters as an object: each field of `shape` takes the first value of its name (an
 * absent one is undefined); fields named in `lists` take every value, also of `name[]`.
 * Accepts URLSearchParams (the server) or a plain object (a caller building a URL).
 */
/* @__NO_SIDE_EFFECTS__ */
export function query<S extends Shape>(shape: S, options: { lists?: readonly (keyof S & string)[] } = {}) {
  return z.pipe(
    z.transform((raw: unknown) => queryObject(raw, Object.keys(shape), options.lists ?? [])),
    z.object(shape),
  );
}

/** A page number of at most six digits: a page beyond the last answers an empty list, one no list can reach a 422. */
const WHOLE = /^[1-9]\d{0,5}$/;

/**
 * `?page=&per_page=` of a paged list: whole numbers, `per_page` at most `max`; both named when
 * both are wrong. Defaults: page 1, `perPage` a page.
 */
export function pagingQuery<S extends Shape = Record<never, never>>(perPage: number, max: number, extra?: S) {
  return query({
    ...(extra as S),
    page: z.pipe(
      checked(
        z.optional(z.string()),
        z.refine((v) => v === undefined || WHOLE.test(v), 'account.errors.pageInvalid'),
      ),
      z.transform((v) => (v === undefined ? 1 : Number(v))),
    ),
    per_page: z.pipe(
      checked(
        z.optional(z.string()),
        z.refine((v) => v === undefined || (WHOLE.test(v) && Number(v) <= max), 'account.errors.perPageInvalid'),
      ),
      z.transform((v) => (v === undefined ? perPage : Number(v))),
    ),
  });
}

/** Query parameters checked one after another, the first with a problem reported (as `inOrder`). */
/* @__NO_SIDE_EFFECTS__ */
export function queryInOrder<S extends Shape>(shape: S) {
  return z.pipe(
    z.transform((raw: unknown) => queryObject(raw, Object.keys(shape), [])),
    inOrder(shape),
  );
}

function queryObject(raw: unknown, keys: string[], lists: readonly string[]): unknown {
  if (!(raw instanceof URLSearchParams)) return raw ?? {};
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (lists.includes(key)) out[key] = [...raw.getAll(key), ...raw.getAll(`${key}[]`)];
    else out[key] = raw.get(key) ?? undefined;
  }
  return out;
}

/** Request headers by name (any case) as an object of the fields of `shape`. */
/* @__NO_SIDE_EFFECTS__ */
export function headers<S extends Shape>(shape: S) {
  return z.pipe(
    z.transform((raw: unknown) => {
      if (!(raw instanceof Headers)) return raw ?? {};
      return Object.fromEntries(Object.keys(shape).map((name) => [name, raw.get(name) ?? undefined]));
    }),
    z.object(shape),
  );
}
