/**
 * The language of an API request: the X-Locale header, else the `locale` cookie, else
 * Accept-Language, else en (docs/api.md, conventions).
 */
import type { APIContext } from 'astro';
import { isLocale, type Locale } from '#src/lib/locales.ts';
import { negotiateLocale } from '#src/lib/accept-language.ts';

export function apiLocale(context: Pick<APIContext, 'request' | 'cookies'>): Locale {
  const header = context.request.headers.get('x-locale')?.trim().toLowerCase();
  if (isLocale(header)) return header;
  // Optional: an endpoint called directly (tests) may come without Astro's cookies.
  const cookie = (context.cookies as APIContext['cookies'] | undefined)?.get('locale')?.value;
  if (isLocale(cookie)) return cookie;
  return negotiateLocale(context.request.headers.get('accept-language'), 'en');
}
