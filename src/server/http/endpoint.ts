/**
 * The one way to write an API endpoint (docs/http-edge.md):
 *
 *   export const { GET, HEAD, ALL } = endpoint({ method: 'GET', input, answer, fallbackKey })(handler);
 *
 * In this order it finds the request's language (X-Locale, the `locale` cookie, Accept-Language),
 * the caller's login when asked (`login`), reads the request through `input` (params, query,
 * headers and JSON body, src/lib/api), then runs the handler and answers what it returns as JSON.
 * Whatever is thrown becomes the error contract; anything unexpected is logged and answered 500
 * with the call's default message, never a trace. GET also answers HEAD; every other method gets
 * 405 with Allow. Several methods of one path: `methods(endpoint(…)(…), endpoint(…)(…))`.
 *
 * Answers are checked against `answer` in development and tests (a drift fails a test); in
 * production they are not, see docs/http-edge.md for why and what it costs.
 */
import type { APIContext, APIRoute } from 'astro';
import * as z from 'zod/mini';
import { translator, type Translate } from '#src/lib/i18n.ts';
import type { Locale } from '#src/lib/locales.ts';
import { isMessageKey } from '#src/lib/api/common.ts';
import { optionalSession, requireSession } from '../auth/session.ts';
import type { Session } from '../auth/tokens.ts';
import { ApiError, InputError, errorResponse } from './api-error.ts';
import { jsonError } from './errors.ts';
import { readJsonObject } from './input.ts';
import { json } from './json.ts';
import { apiLocale } from './request-locale.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What every handler gets besides Astro's context: the request's language and its translator. */
export type EndpointContext = APIContext & { t: Translate; locale: Locale };

type LoginMode = 'required' | 'optional' | undefined;
type LoginOf<S extends LoginMode> = S extends 'required' ? Session : S extends 'optional' ? Session | null : undefined;

export type HandlerContext<I, S extends LoginMode = undefined> = EndpointContext & {
  /** The request read through the call's `input` schema. */
  input: I;
  /** The caller's login (`login: 'required'` or `'optional'`; Astro's own `session` is something else). */
  login: LoginOf<S>;
};

/** A successful answer with more than the default (200, `Cache-Control: no-store`). */
export class Reply<A> {
  readonly body: A | undefined;
  readonly status: number;
  readonly cacheControl: string | undefined;
  readonly headers: Record<string, string>;
  constructor(body: A | undefined, options: ReplyOptions = {}) {
    this.body = body;
    this.status = options.status ?? (body === undefined ? 204 : 200);
    this.cacheControl = options.cacheControl;
    this.headers = options.headers ?? {};
  }
}

type ReplyOptions = { status?: number; cacheControl?: string; headers?: Record<string, string> };

/** An answer with its own status, cache policy or headers. */
export const reply = <A>(body: A, options: ReplyOptions = {}): Reply<A> => new Reply(body, options);
/** An answer without a body (204 unless told otherwise). */
export const noContent = (options: ReplyOptions = {}): Reply<never> => new Reply<never>(undefined, options);

type AnyInput = z.core.$ZodType;
type Schema = z.core.$ZodType;

export type EndpointOptions<M extends Method, In extends AnyInput | undefined, Ans extends Schema, S extends LoginMode> = {
  method: M | readonly M[];
  /** The request's parts as one schema (src/lib/api); a function of the context when it needs the server (a database lookup). */
  input?: In | ((context: HandlerContext<undefined, S>) => In | Promise<In>);
  /** The answer's shape (src/lib/api), checked in development and tests; none for a call that answers without a body (204). */
  answer?: Ans;
  /** The call's default message for the unexpected: an i18n key, or the message itself. */
  fallbackKey: string;
  /** The caller's bearer login: `required` answers 401 without a good one, before the input is read; `optional` 401 only for a bad one. */
  login?: S;
  /** Error answers lead with `success: false` (the families whose answers carry `success`). */
  successFlag?: boolean;
  /** Cache-Control of successful answers unless the handler says otherwise; default `no-store`. */
  cacheControl?: string;
  /**
   * This GET changes state (GET /api/cart/clear): it answers no HEAD (a link
   * checker's HEAD would run it), and the CSRF check covers it (src/server/http/csrf.ts).
   */
  getWrites?: boolean;
};

type InputOf<In> = In extends Schema ? z.output<In> : undefined;

export type Handler<In, Ans extends Schema, S extends LoginMode> = (
  context: HandlerContext<InputOf<In>, S>,
) => Promise<z.input<Ans> | Reply<z.input<Ans>> | Response> | z.input<Ans> | Reply<z.input<Ans>> | Response;

/** The exports of an endpoint file: a handler per method, HEAD for GET, and ALL refusing the rest. */
export type Handlers<M extends Method> = { [K in M]: APIRoute } & { HEAD?: APIRoute; ALL: APIRoute };

const DECLARED = Symbol('declared methods');
type Declared = { [DECLARED]?: readonly Method[] };

/**
 * Whether answers are checked against their schemas: in the dev server, in tests (Vitest sets
 * VITEST in the process that also serves the built shop), or with CHECK_API_ANSWERS=1 (the
 * browser tests' server).
 */
export function checksAnswers(): boolean {
  return import.meta.env.DEV || process.env.VITEST !== undefined || process.env.CHECK_API_ANSWERS === '1';
}

/**
 * An endpoint: the options first, then the handler (two calls, so the handler's answer is
 * checked against the answer schema's type, literal fields such as `success: true` included).
 */
export function endpoint<M extends Method, Ans extends Schema = z.core.$ZodNever, In extends AnyInput | undefined = undefined, S extends LoginMode = undefined>(
  options: EndpointOptions<M, In, Ans, S>,
): (handler: Handler<In, Ans, S>) => Handlers<M> {
  return (handler) => {
    const declared: readonly M[] = typeof options.method === 'string' ? [options.method] : options.method;
    const route: APIRoute = (context) => run(options, handler, context);
    WRAPPED.add(route);
    const out = { ALL: refuse(declared) } as Handlers<M> & Declared;
    for (const method of declared) (out as Record<string, APIRoute>)[method] = route;
    if (declared.includes('GET' as M) && !options.getWrites) out.HEAD = route;
    out[DECLARED] = declared;
    return out;
  };
}

/**
 * The endpoints of one path with different methods; ALL refuses the methods none of them takes.
 * @example export const { GET, HEAD, POST, ALL } = methods(endpoint({ method: 'GET', … })(list), endpoint({ method: 'POST', … })(add));
 */
export function methods<A extends Method, B extends Method, C extends Method = never>(a: Handlers<A>, b: Handlers<B>, c?: Handlers<C>): Handlers<A | B | C> {
  const parts = [a, b, ...(c ? [c] : [])] as (Handlers<Method> & Declared)[];
  const declared = parts.flatMap((p) => p[DECLARED] ?? []);
  const merged = Object.assign({}, ...parts) as Handlers<A | B | C> & Declared;
  merged.ALL = refuse(declared);
  merged[DECLARED] = declared;
  return merged;
}

/** Handlers made by endpoint(), and those that run nothing but refuse the request (405, or 404 for a path under /api that names no call). */
const WRAPPED = new WeakSet<APIRoute>();
const REFUSERS = new WeakSet<APIRoute>();

/** Whether a handler was made by endpoint() (a test holds every endpoint to it). */
export const isEndpoint = (handler: unknown): boolean =>
  typeof handler === 'function' && (WRAPPED.has(handler as APIRoute) || REFUSERS.has(handler as APIRoute));

/** Whether a handler only refuses: the CSRF step leaves such requests to it (src/middleware/csrf.ts). */
export const onlyRefuses = (handler: unknown): boolean => typeof handler === 'function' && REFUSERS.has(handler as APIRoute);

/** 405 in the error contract, naming the methods the path takes (a read-only path also names HEAD, as it always has). */
function refuse(declared: readonly Method[]): APIRoute {
  const allow = declared.length === 1 && declared[0] === 'GET' ? 'GET, HEAD' : declared.join(', ');
  const handler: APIRoute = () => {
    const response = jsonError(405, 'Method not allowed.');
    response.headers.set('Allow', allow);
    return response;
  };
  REFUSERS.add(handler);
  return handler;
}

async function run<M extends Method, In extends AnyInput | undefined, Ans extends Schema, S extends LoginMode>(
  options: EndpointOptions<M, In, Ans, S>,
  handler: Handler<In, Ans, S>,
  context: APIContext,
): Promise<Response> {
  const locale = apiLocale(context);
  const t = translator(locale);
  const label = `${context.request.method} ${context.url.pathname}`;
  try {
    const login =
      options.login === 'required' ? await requireSession(context.request) : options.login === 'optional' ? await optionalSession(context.request) : undefined;
    const base = Object.assign(context, { t, locale, login, input: undefined }) as HandlerContext<undefined, S>;
    const schema = typeof options.input === 'function' ? await options.input(base) : options.input;
    const input = schema ? await readInput(schema, context, t) : undefined;
    const full = Object.assign(base, { input }) as unknown as HandlerContext<InputOf<In>, S>;
    const result = await handler(full);
    // A file (an invoice's PDF) is answered as the handler made it.
    if (result instanceof Response) return result;
    const answer = result instanceof Reply ? result : new Reply(result);
    if (answer.body !== undefined && checksAnswers()) checkAnswer(options.answer ?? z.never(), answer.body, label);
    return toResponse(answer, options.cacheControl);
  } catch (err) {
    const fallback = isMessageKey(options.fallbackKey) ? (t as unknown as (key: string) => string)(options.fallbackKey) : options.fallbackKey;
    return errorResponse(err, t, fallback, label, options.successFlag ? { success: false } : {});
  }
}

function toResponse(answer: Reply<unknown>, defaultCache: string | undefined): Response {
  const cacheControl = answer.cacheControl ?? defaultCache ?? 'no-store';
  if (answer.body === undefined) return new Response(null, { status: answer.status, headers: { 'Cache-Control': cacheControl, ...answer.headers } });
  return json(answer.body, { status: answer.status, cacheControl, headers: answer.headers });
}

/** The raw request as the schemas read it: path parameters, query, headers, and the JSON body of a write. */
async function rawRequest(context: APIContext): Promise<Record<string, unknown>> {
  const { request } = context;
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readJsonObject(request);
  return { params: context.params, query: context.url.searchParams, headers: request.headers, body };
}

async function readInput(schema: Schema, context: APIContext, t: Translate): Promise<unknown> {
  const parsed = await z.safeParseAsync(schema, await rawRequest(context));
  if (!parsed.success) throw inputProblem(parsed.error.issues, t);
  const nul = nulPath(parsed.data);
  if (nul) throw new InputError({ [nul.slice(1).join('.') || nul[0] || 'input']: ['may not contain NUL characters'] });
  return parsed.data;
}

/**
 * Where a request's read input still holds a NUL, if anywhere: text fields lose control
 * characters in their schemas, but a schema that takes text as it is (a password, a JSON
 * value inside a query parameter) would hand a NUL to the shop's code, and PostgreSQL
 * answers a NUL in text with an error, never a row. Plain objects and arrays are walked;
 * anything else a schema made (a Date) holds no text.
 */
function nulPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (depth > 16 || typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

type Issue = z.core.$ZodIssue;

/**
 * The problems of a request as the error contract names them: per field (the path inside its
 * part: `quantity`, not `body.quantity`; a whole part by its name, e.g. `body`), in the caller's
 * language where the message is an i18n key. The summary is the first problem when it is one
 * of those, else the generic "The given data was invalid.". A problem carrying a status (an id
 * that names no object: 404) is answered with that status instead.
 */
export function inputProblem(issues: readonly Issue[], t: Translate): ApiError | InputError {
  const say = (issue: Issue) => {
    const values = { ...paramsOf(issue) };
    delete values.status;
    return isMessageKey(issue.message) ? (t as unknown as (key: string, values: object) => string)(issue.message, values) : issue.message;
  };
  const withStatus = issues.find((issue) => typeof paramsOf(issue)?.status === 'number');
  if (withStatus) return new ApiError(Number(paramsOf(withStatus)!.status), withStatus.message);
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const field = path.slice(1).join('.') || path[0] || 'input';
    (errors[field] ??= []).push(say(issue));
  }
  const first = issues[0];
  return new InputError(errors, first && isMessageKey(first.message) ? say(first) : null);
}

function paramsOf(issue: Issue): Record<string, unknown> | undefined {
  return 'params' in issue ? (issue.params as Record<string, unknown> | undefined) : undefined;
}

function checkAnswer(schema: Schema, body: unknown, label: string): void {
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return;
  console.error(`[api] the answer of ${label} does not match its schema:`, JSON.stringify(parsed.error.issues.slice(0, 5)));
  throw new Error(`answer of ${label} does not match its schema`);
}

/** Any method on a path under /api that names no call: 404 in the error contract, not the HTML 404 page. */
export const unknownApiPath: APIRoute = () => jsonError(404, 'Not found');
REFUSERS.add(unknownApiPath);
