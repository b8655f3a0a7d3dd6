/**
 * Input of the small read endpoints (menu, categories, slug lookups): a slug or path from the
 * URL and a locale from the query or the Accept-Language header, checked with zod. Anything
 * that cannot be a slug (empty, longer than 255 characters, control characters) or a locale we
 * do not serve answers 422 in the API's error format; any other odd slug is simply not found.
 */
import { z } from 'zod';
import { LOCALES, type Locale } from '../../lib/locales.ts';
import { negotiateLocale } from '../../lib/accept-language.ts';
import { jsonError } from './errors.ts';

export { INVALID_MESSAGE } from './api-error.ts';
import { INVALID_MESSAGE } from './api-error.ts';
export const MAX_SLUG_LENGTH = 255;

export type Checked<T> = { ok: true; data: T } | { ok: false; response: Response };

export const slugField = z
  .string({ error: 'is required' })
  .min(1, 'is required')
  .max(MAX_SLUG_LENGTH, `may not be longer than ${MAX_SLUG_LENGTH} characters`)
  // PostgreSQL text cannot hold NUL, and no slug has control characters.
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'may not contain control characters');

export const localeField = z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` });

/** `?locale=`: absent or empty means "not given"; anything else must be a locale we serve. */
export const queryLocaleField = z
  .string()
  .nullable()
  .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
  .pipe(localeField.nullable());

export function validate<S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    (errors[field] ??= []).push(issue.message);
  }
  return { ok: false, response: jsonError(422, INVALID_MESSAGE, errors) };
}

const lookupSchema = z.object({ slug: slugField, locale: queryLocaleField });

/** `{slug}` from the route and an optional `?locale=`. */
export function lookupInput(slug: string | undefined, url: URL): Checked<{ slug: string; locale: Locale | null }> {
  return validate(lookupSchema, { slug, locale: url.searchParams.get('locale') });
}

/**
 * The locale of a request: `?locale=` when given (422 when unknown), else the best match of
 * Accept-Language, else en (spec §7: the locale defaults to en).
 */
export function requestLocale(url: URL, request: Request): Checked<{ locale: Locale; fromHeader: boolean }> {
  const checked = validate(z.object({ locale: queryLocaleField }), { locale: url.searchParams.get('locale') });
  if (!checked.ok) return checked;
  const { locale } = checked.data;
  if (locale) return { ok: true, data: { locale, fromHeader: false } };
  return { ok: true, data: { locale: negotiateLocale(request.headers.get('accept-language'), 'en'), fromHeader: true } };
}
