/**
 * The HTTP side of the checkout's calls (docs/checkout.md, calls), shared by the thin endpoints
 * under src/pages/api/checkout: the options every call shares, the cookie through which the
 * confirmation page reads a guest's order, and the PDF answer of an invoice.
 */
import type { APIContext, AstroCookies } from 'astro';
import { isHttps } from '../http/https.ts';

/** `{number}.{secret}` of the order placed last in this browser, for its confirmation page. */
export const ORDER_ACCESS_COOKIE = 'order_access';
const ORDER_ACCESS_MAX_AGE = 30 * 24 * 60 * 60;

export const checkoutCall = (method: 'GET' | 'POST') => ({ method, login: 'optional', fallbackKey: 'order.errors.failed' }) as const;

export function keepOrderAccess(context: APIContext, number: string, token: string): void {
  context.cookies.set(ORDER_ACCESS_COOKIE, `${number}.${token}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(context.request, context.url),
    maxAge: ORDER_ACCESS_MAX_AGE,
  });
}

/** The secret the cookie holds for this order; null for another order or none. */
export function orderAccessOf(cookies: AstroCookies, number: string): string | null {
  const value = cookies.get(ORDER_ACCESS_COOKIE)?.value ?? '';
  const dot = value.indexOf('.');
  return dot > 0 && value.slice(0, dot) === number ? value.slice(dot + 1) : null;
}

/** The absolute origin of the request's shop, for links that leave the page (payment return, mails). */
export const shopOrigin = (context: Pick<APIContext, 'locals'>): string => context.locals.origin;

export function pdfResponse(pdf: Buffer, filename: string): Response {
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'Content-Length': String(pdf.length),
    },
  });
}
