/**
 * Where to go after logging in: the page that sent the visitor to login (`?redirect=`), if it is
 * a path of this site, else the given default. Never another origin (no open redirect).
 * @example afterLogin('?redirect=/account/orders/', '/') // "/account/orders/"
 * @example afterLogin('?redirect=//evil.example/', '/') // "/"
 */
export function afterLogin(search: string, fallback: string): string {
  const target = new URLSearchParams(search).get('redirect') ?? '';
  return /^\/(?![/\\])[^\s]*$/.test(target) ? target : fallback;
}
