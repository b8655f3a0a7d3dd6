/**
 * Lookups: slugs and locales in paths and queries (docs/http-edge.md; plain-English messages,
 * every problem of a field). Pure.
 */
import * as z from 'zod/mini';
import { LOCALES } from '#src/lib/locales.ts';
import { checked } from './requests.ts';

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
