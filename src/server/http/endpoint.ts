/**
 * A JSON API endpoint: the handler gets the request's language and translator; whatever it
 * throws becomes the error contract (./api-error.ts), with `fallbackKey` (an i18n key, the
 * call's default message) for the unexpected.
 * @example export const POST = apiEndpoint('auth.errors.loginFailed', async (context, t) => json({ … }));
 */
import type { APIContext, APIRoute } from 'astro';
import { translator, type Translate } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locales.ts';
import { errorResponse } from './api-error.ts';
import { apiLocale } from './request-locale.ts';

export type EndpointContext = APIContext & { t: Translate; locale: Locale };

export function apiEndpoint(fallbackKey: string, handler: (context: EndpointContext) => Promise<Response>): APIRoute {
  return async (context) => {
    const locale = apiLocale(context);
    const t = translator(locale);
    try {
      return await handler(Object.assign(context, { t, locale }));
    } catch (err) {
      const fallback = (t as unknown as (key: string) => string)(fallbackKey);
      return errorResponse(err, t, fallback, `${context.request.method} ${context.url.pathname}`);
    }
  };
}
