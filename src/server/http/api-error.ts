/**
 * Errors of the API as values: an operation throws an ApiError with its status and the i18n key
 * of its message, or an InputError with the problems per field; `errorResponse` turns either
 * into the error contract (`{ error: true, message, status, errors? }`) in the request's
 * language. Anything else thrown is a bug: logged, and answered 500 with the call's default
 * message, never a trace. See docs/http-edge.md.
 */
import type { Translate } from '#src/lib/i18n.ts';
import { isMessageKey } from '#src/lib/api/common.ts';
import { jsonError } from './errors.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { logError } from '../observability/log.ts';

/** The summary of a 422 whose problems have no message of their own to lead with. */
export const INVALID_MESSAGE = 'The given data was invalid.';

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

  /** The message in the request's language; a message written out in English (the lookups' "Post not found.") is sent as it is. */
  localize(t: Translate): string {
    if (!isMessageKey(this.messageKey)) return this.messageKey;
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

/**
 * The answer for an error thrown by an endpoint; `fallback` is the call's default message.
 * `extra` leads every error answer of the call (`{ success: false }` in the families whose
 * answers carry `success`).
 */
export function errorResponse(err: unknown, t: Translate, fallback: string, label: string, extra: Record<string, unknown> = { success: false }): Response {
  if (err instanceof InputError) return jsonError(422, err.summary ?? INVALID_MESSAGE, err.errors, extra);
  if (err instanceof ApiError) {
    const message = err.localize(t);
    const response = jsonError(err.status, message, err.field ? { [err.field]: [message] } : undefined, { ...extra, ...err.data });
    for (const [name, value] of Object.entries(err.headers)) response.headers.set(name, value);
    return response;
  }
  if (isDatabaseUnavailable(err)) {
    logError(`${label}: the database is unavailable`, err instanceof Error ? err.message : err);
    const response = jsonError(503, t('server.unavailable'), undefined, extra);
    response.headers.set('Retry-After', '5');
    return response;
  }
  logError(`${label} failed`, err);
  return jsonError(500, fallback, undefined, extra);
}
