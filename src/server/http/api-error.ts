/**
 * Errors of the API as values (docs/errors.md, how errors travel): an operation throws an ApiError
 * with its status and the i18n key of its message, or an InputError with the problems per field;
 * `errorResponse` turns either into the error contract (docs/api.md) in the request's language.
 * Anything else thrown is a bug: logged, and answered 500 with the call's default message, never a
 * trace.
 */
import type { Translate } from '../../lib/i18n.ts';
import { INVALID_MESSAGE } from './lookup-input.ts';
import { jsonError } from './errors.ts';

type Params = Record<string, string | number>;

export type ApiErrorOptions = {
  params?: Params;
  /** Extra fields for the answer, e.g. `available` with a stock error. */
  data?: Record<string, unknown>;
  /** Field the error belongs to, for the `errors` object. */
  field?: string;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
};

export class ApiError extends Error {
  readonly status: number;
  /** A key of i18n/en.json. */
  readonly messageKey: string;
  readonly params: Params;
  readonly data: Record<string, unknown>;
  readonly field: string | null;
  readonly headers: Record<string, string>;

  constructor(status: number, messageKey: string, options: ApiErrorOptions = {}) {
    super(`api error ${messageKey}`);
    this.name = 'ApiError';
    this.status = status;
    this.messageKey = messageKey;
    this.params = options.params ?? {};
    this.data = options.data ?? {};
    this.field = options.field ?? null;
    this.headers = options.headers ?? {};
  }

  localize(t: Translate): string {
    return (t as unknown as (key: string, params: Params) => string)(this.messageKey, this.params);
  }
}

/**
 * Input that failed its check at the boundary: 422 with the problems per field. `summary` is the
 * top-level message (a form shows it); without one it is the generic "The given data was invalid.".
 */
export class InputError extends Error {
  readonly errors: Record<string, string[]>;
  readonly summary: string | null;
  constructor(errors: Record<string, string[]>, summary: string | null = null) {
    super('invalid input');
    this.name = 'InputError';
    this.errors = errors;
    this.summary = summary;
  }
}

/** An InputError with messages in the request's language; the first problem is the summary. */
export function fieldErrors(t: Translate, problems: Record<string, string>): InputError {
  const errors: Record<string, string[]> = {};
  for (const [field, key] of Object.entries(problems)) errors[field] = [(t as unknown as (k: string) => string)(key)];
  return new InputError(errors, Object.values(errors)[0]?.[0] ?? null);
}

/** The answer for an error thrown by an endpoint; `fallback` is the call's default message. */
export function errorResponse(err: unknown, t: Translate, fallback: string, label: string): Response {
  if (err instanceof InputError) return jsonError(422, err.summary ?? INVALID_MESSAGE, err.errors, { success: false });
  if (err instanceof ApiError) {
    const message = err.localize(t);
    const response = jsonError(err.status, message, err.field ? { [err.field]: [message] } : undefined, { success: false, ...err.data });
    for (const [name, value] of Object.entries(err.headers)) response.headers.set(name, value);
    return response;
  }
  console.error(`[api] ${label} failed:`, err);
  return jsonError(500, fallback, undefined, { success: false });
}
