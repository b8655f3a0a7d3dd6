/**
 * The account islands' calls: the shop's API client with the page's language, after making sure
 * there is a bearer token. An account page is reached by its refresh cookie; when this tab has
 * no token yet (another tab logged in with "remember me" off), the cookie gets one first. An
 * answer that is no object, or lacks what the island reads (`reads`), is a failed call
 * (`usable`).
 */
import { apiCall, setApiLocale, usable, type ApiResult } from '../http/api.ts';
import { $auth, refreshToken } from '../auth/store.ts';
import type { Locale } from '#src/lib/locales.ts';

export type FieldErrors = Record<string, string>;

/** A failed call as the forms show it: a message and the first problem per field. */
export type Failure = { message: string; fields: FieldErrors };

export async function accountCall<T>(
  locale: Locale,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  reads: (answer: Partial<T>) => boolean = () => true,
): Promise<ApiResult<T>> {
  setApiLocale(locale);
  if (!$auth.get().token) await refreshToken();
  const result = await apiCall(method, path, body === undefined ? {} : { body });
  return usable<T>(result, (data) => typeof data === 'object' && data !== null && reads(data as Partial<T>), 'account');
}

/** The message and field problems of a failed call; `network` when the shop did not answer. */
export function failureOf(
  result: { status: number; message: string | null; data: Record<string, unknown> | null },
  network: string,
  fallback: string,
): Failure {
  const errors = result.data?.errors;
  const fields: FieldErrors = {};
  if (errors && typeof errors === 'object') {
    for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
      if (Array.isArray(messages) && typeof messages[0] === 'string') fields[field] = messages[0];
    }
  }
  return { message: result.message ?? (result.status === 0 ? network : fallback), fields };
}
