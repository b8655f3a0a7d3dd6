/**
 * Building blocks of the API's request and answer schemas (docs/http-edge.md), shared by the
 * server, which checks every request through them, and the browser, which reads answers with
 * them. Pure: zod and the shop's own constants, nothing of the server. Written with zod/mini,
 * whose functions a bundler can drop when unused: a page that reads one answer carries that
 * schema only, not the family's others.
 *
 * Messages of request problems are either an i18n key (`auth.errors.emailRequired`), which the
 * server answers in the caller's language, or plain English (`must be a whole number`), sent as
 * written; an i18n key never has a space, plain English always does.
 */
import * as z from 'zod/mini';
import { LOCALES } from '../locales.ts';

/** An issue message that names a translation rather than being one. */
export const isMessageKey = (message: string): boolean => /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(message);

// ---------------------------------------------------------------------------------------------
// Answers

/** The error contract of every call: `{ error: true, message, status, errors? }`, plus fields of the error's own (e.g. `available`). */
export const errorAnswer = z.looseObject({
  error: z.literal(true),
  message: z.string(),
  status: checked(z.int(), z.gte(400), z.lte(599)),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  /** Families whose answers carry `success` say `false` on errors too. */
  success: z.optional(z.literal(false)),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;

/** Euros with two decimals (computed in cents on the server). */
export const euros = z.number();
export const locale = z.enum(LOCALES);
/** A value per locale; a locale without a translation is absent. */
export const perLocale = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodMiniType>(value: T) =>
  z.strictObject({ en: z.optional(value), nl: z.optional(value), de: z.optional(value) });
/** A value for every locale. */
export const everyLocale = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodMiniType>(value: T) => z.strictObject({ en: value, nl: value, de: value });
/** An ISO date and time as JSON carries it. */
export const timestamp = z.string();
/** A database id. */
export const id = checked(z.int(), z.positive());

// ---------------------------------------------------------------------------------------------
// Requests: a request is read as `{ params, query, headers, body }` (src/server/http/endpoint.ts).

/** What the server puts in `body` when the body could not be read as a JSON object; the body's schema reports it. */
export class UnreadableBody {
  readonly problem: string;
  constructor(problem: string) {
    this.problem = problem;
  }
}

/**
 * The JSON object body of a write, read with `schema` (an object schema, or a `form`). A body
 * that was no JSON object is reported on the field `body`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function jsonObject<S extends z.ZodMiniType>(schema: S) {
  return z.pipe(
    z.optional(z.unknown()),
    z.transform(async (raw, ctx): Promise<z.output<S>> => {
      if (raw instanceof UnreadableBody) return report(ctx, raw.problem);
      const parsed = await z.safeParseAsync(schema, raw ?? {});
      if (parsed.success) return parsed.data;
      return carry(ctx, parsed.error.issues, []);
    }),
  );
}

/** The context a transform gets. */
export type Ctx = z.core.ParsePayload;

/**
 * Reports a problem from a transform: `message` is an i18n key or plain English, `params`
 * fill in an i18n key's values (`status` answers with that status instead of 422).
 */
export function report(ctx: Ctx, message: string, extra: { path?: PropertyKey[]; params?: Record<string, string | number> } = {}): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value, path: extra.path ?? [], ...(extra.params ? { params: extra.params } : {}) });
  return z.NEVER;
}

/** Hands on the problems of a part, under its name. */
export function carry(ctx: Ctx, issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[]): never {
  for (const issue of issues) ctx.issues.push({ ...issue, path: [...prefix, ...issue.path] } as z.core.$ZodRawIssue);
  return z.NEVER;
}

type Shape = Record<string, z.ZodMiniType>;
type Outputs<S extends Shape> = { [K in keyof S]: z.output<S[K]> };

/**
 * Parts checked one after another: the first part with a problem is the one reported, as a
 * person reads a request (the path before the body, an id before a quantity). Async parts
 * are allowed (a country looked up in the database).
 */
/* @__NO_SIDE_EFFECTS__ */
export function inOrder<S extends Shape>(shape: S) {
  return z.pipe(
    z.optional(z.unknown()),
    z.transform(async (raw, ctx): Promise<Outputs<S>> => {
      const input = (raw ?? {}) as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, schema] of Object.entries(shape)) {
        const parsed = await z.safeParseAsync(schema, input[key]);
        if (!parsed.success) return carry(ctx, parsed.error.issues, [key]);
        out[key] = parsed.data;
      }
      return out as Outputs<S>;
    }),
  );
}

/** The request of a call: its parts in the order they are checked. */
/* @__NO_SIDE_EFFECTS__ */
export function request<S extends Shape>(shape: S) {
  return inOrder(shape);
}

/**
 * A schema with checks (zod/mini's `schema.check(…)` as a function a bundler knows to be free of
 * side effects, so an unused schema is dropped).
 */
/* @__NO_SIDE_EFFECTS__ */
export function checked<S extends z.ZodMiniType>(schema: S, ...checks: z.core.$ZodCheck<z.output<S>>[]): S {
  return schema.check(...checks);
}

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

/** Query parameters checked one after another, the first with a problem reported (as `inOrder`). */
/* @__NO_SIDE_EFFECTS__ */
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

// ---------------------------------------------------------------------------------------------
// Fields of a form body: each is total (takes anything) and reports at most one problem, an
// i18n key, so a 422 names every bad field once in the caller's language. Text is trimmed and
// loses control characters (PostgreSQL refuses NUL in text, and none belongs in a name or an
// address line).

const CONTROL = /[\u0000-\u001f\u007f]/g;
export const cleanText = (text: string): string => text.replace(CONTROL, '').trim();
/** Text with a control character in it (an e-mail address must not be silently changed into another). */
export const hasControl = (text: string): boolean => /[\u0000-\u001f\u007f]/.test(text);
const length = (text: string) => [...text].length;

type Problem = { message: string; params?: Record<string, string | number> };
const fail = (ctx: Ctx, problem: Problem) => report(ctx, problem.message, problem.params ? { params: problem.params } : {});

/** A required text of at most `max` characters. */
export const requiredText = /* @__NO_SIDE_EFFECTS__ */ (max: number, missingKey: string) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, ctx) => {
      const text = typeof value === 'string' ? cleanText(value) : '';
      if (text === '') return fail(ctx, { message: missingKey });
      if (length(text) > max) return fail(ctx, { message: 'account.errors.tooLong' });
      return text;
    }),
  );

/** An optional text of at most `max` characters; null when missing or empty. */
export const optionalText = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, ctx): string | null => {
      if (value === undefined || value === null) return null;
      if (typeof value !== 'string') return fail(ctx, { message: 'account.errors.textInvalid' });
      const text = cleanText(value);
      if (length(text) > max) return fail(ctx, { message: 'account.errors.tooLong' });
      return text === '' ? null : text;
    }),
  );

/** A password as typed (never trimmed). */
export const secret = /* @__NO_SIDE_EFFECTS__ */ (missingKey: string) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, ctx) => {
      const text = typeof value === 'string' && value.length <= 512 ? value : '';
      if (text === '') return fail(ctx, { message: missingKey });
      return text;
    }),
  );

/** An optional true/false; undefined when missing. */
export const flag = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, ctx): boolean | undefined => {
      if (value === undefined) return undefined;
      if (typeof value !== 'boolean') return fail(ctx, { message: 'account.errors.booleanInvalid' });
      return value;
    }),
  );

/**
 * Reads the fields of a form one by one with their schemas, in the order a person fills them
 * in; rules between fields (a confirmation, a VAT number that needs its company) are plain code
 * in `read`. Every problem is reported once, on its field, in reading order.
 * @example form((f) => ({ name: f.field('name', requiredText(100, 'auth.errors.firstnameRequired')) }))
 */
/* @__NO_SIDE_EFFECTS__ */
export function form<T>(read: (f: FormReader) => T | Promise<T>) {
  return z.pipe(
    z.optional(z.unknown()),
    z.transform(async (raw, ctx): Promise<T> => {
      const reader = new FormReader(raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {});
      const out = await read(reader);
      if (reader.ok) return out;
      for (const [field, problem] of reader.problems) report(ctx, problem.message, { path: [field], ...(problem.params ? { params: problem.params } : {}) });
      return z.NEVER;
    }),
  );
}

export class FormReader {
  readonly raw: Record<string, unknown>;
  readonly problems = new Map<string, Problem>();
  constructor(raw: Record<string, unknown>) {
    this.raw = raw;
  }

  /** The field read with its schema; `fallback` when it has a problem (noted once). */
  field<S extends z.ZodMiniType>(name: string, schema: S): z.output<S> | undefined;
  field<S extends z.ZodMiniType, F>(name: string, schema: S, fallback: F): z.output<S> | F;
  field(name: string, schema: z.ZodMiniType, fallback?: unknown): unknown {
    const parsed = z.safeParse(schema, this.raw[name]);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const params = issue && 'params' in issue ? (issue.params as Record<string, string | number> | undefined) : undefined;
    this.problem(name, issue?.message ?? 'is invalid', params);
    return fallback;
  }

  /** Notes a problem with a field, unless it has one already. */
  problem(name: string, message: string, params?: Record<string, string | number>): void {
    if (!this.problems.has(name)) this.problems.set(name, params ? { message, params } : { message });
  }

  has(name: string): boolean {
    return this.problems.has(name);
  }

  get ok(): boolean {
    return this.problems.size === 0;
  }
}

// ---------------------------------------------------------------------------------------------
// Ids in paths

const ID_PATTERN = /^\d{1,10}$/;
const MAX_ID = 2_147_483_647;

/** A positive database id from the path (the cart's calls); anything else is a 422 on that field. */
export const pathId = z.pipe(
  z.string({ error: 'must be a positive whole number' }),
  z.transform((value: string, ctx) => {
    const n = ID_PATTERN.test(value) ? Number(value) : 0;
    if (n < 1 || n > MAX_ID) return fail(ctx, { message: 'must be a positive whole number' });
    return n;
  }),
);

/**
 * An object id from the path where anything that cannot be an id names no object: the answer
 * is the object's own 404 (`notFoundKey`), exactly as for an id that does not exist, so an odd
 * id tells a stranger nothing.
 */
export const objectId = /* @__NO_SIDE_EFFECTS__ */ (notFoundKey: string) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, ctx) => {
      const ok = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID;
      if (!ok) return fail(ctx, { message: notFoundKey, params: { status: 404 } });
      return Number(value);
    }),
  );

/** A product id as JSON may carry it: a whole number, or its digits as a string; null otherwise. */
export function asId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && ID_PATTERN.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : null;
}

// ---------------------------------------------------------------------------------------------
// Lookups: slugs and locales in paths and queries (plain-English messages, every problem of a field).

export const MAX_SLUG_LENGTH = 255;

export const slugField = checked(
  z.string({ error: 'is required' }),
  z.minLength(1, 'is required'),
  z.maxLength(MAX_SLUG_LENGTH, `may not be longer than ${MAX_SLUG_LENGTH} characters`),
  // PostgreSQL text cannot hold NUL, and no slug has control characters.
  z.refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'may not contain control characters'),
);

export const localeField = z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` });

/** `?locale=`: absent or empty means "not given" (null); anything else must be a locale we serve. */
export const queryLocaleField = z.pipe(
  z.pipe(
    z.nullish(z.string()),
    z.transform((v) => (v === null || v === undefined || v.trim() === '' ? null : v.trim())),
  ),
  z.nullable(localeField),
);
