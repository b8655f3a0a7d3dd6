/**
 * An answer the browser cannot use: a call the server answered with success, but whose answer
 * lacks what its caller reads, becomes a failed call with the same status, logged, so the
 * caller's failure path runs (rollback, message) instead of a crash. The answers are checked
 * for what their callers read, not parsed with the answer schemas of src/lib/api: zod does not
 * fit the browser's budgets (docs/http-edge.md, what is validated where).
 */
import type { ApiResult } from './api.ts';

/** `result`, or a failed call with its status when `reads` finds nothing it can use in its answer (a falsy value). */
export function usable<T>(result: ApiResult<unknown>, reads: (data: unknown) => unknown, label: string): ApiResult<T> {
  if (!result.ok || reads(result.data)) return result as ApiResult<T>;
  console.error(`[${label}] unreadable answer:`, result.data);
  return { ok: false, error: true, status: result.status, message: null, data: null };
}
