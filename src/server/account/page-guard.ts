/**
 * The account pages' door (docs/accounts.md: account routes need a login), kept by the
 * middleware's guard step (src/middleware/guard.ts) for every screen of the route table with
 * access "account", so no page can forget it. The login behind the httpOnly refresh cookie is the visitor's; without one the visitor goes
 * to the login page of the same locale with `?redirect=` naming the page (query included).
 * Account pages are the customer's own: never stored by a shared cache.
 */
import type { APIContext } from 'astro';
import { href } from '#src/lib/routes.ts';
import { pageSession } from '../auth/session.ts';
import type { Session } from '../auth/tokens.ts';

export const PRIVATE = 'private, no-store';

export function loginRedirectUrl(locals: App.Locals): string {
  const back = locals.requestUrl.pathname + locals.requestUrl.search;
  return `${href('login', locals.locale, locals.shop)}?${new URLSearchParams({ redirect: back })}`;
}

export async function guardAccountPage(context: Pick<APIContext, 'cookies' | 'locals'>, render: () => Promise<Response>): Promise<Response> {
  const session = await pageSession(context.cookies);
  if (!session) {
    return new Response(null, { status: 302, headers: { Location: loginRedirectUrl(context.locals), 'Cache-Control': PRIVATE } });
  }
  context.locals.session = session;
  const response = await render();
  const out = new Response(response.body, response);
  out.headers.set('Cache-Control', PRIVATE);
  return out;
}

/** The session of an account page (the guard set it); a page outside the guard is a bug. */
export function accountSession(locals: App.Locals): Session {
  if (!locals.session) throw new Error('An account page rendered without the account guard (src/server/account/page-guard.ts)');
  return locals.session;
}
