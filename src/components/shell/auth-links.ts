/**
 * The header's login and register links for the page being rendered: they bring the visitor
 * back to this page after logging in (src/features/auth/redirect.ts). A 404 page has no page to
 * come back to.
 */
import { href } from '#src/lib/routes.ts';
import { returnTo } from '#src/features/auth/redirect.ts';

const PASS_ON = new Set(['login', 'register', 'passwordReset']);

export function authLinks(locals: App.Locals): { login: string; register: string } {
  const { locale, shop, page, requestUrl } = locals;
  const login = href('login', locale, shop);
  const register = href('register', locale, shop);
  if (!page || page.kind === 'notFound') return { login, register };
  const passOn = page.kind === 'screen' && PASS_ON.has(page.screen);
  return { login: returnTo(login, requestUrl, { passOn }), register: returnTo(register, requestUrl, { passOn }) };
}
