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

/**
 * The address of a login or register link on a page, so the visitor comes back to that page
 * afterwards (docs/accounts.md, registration and login). `passOn` is for the login, register
 * and reset pages: their links pass on where those were asked from instead of pointing back at
 * themselves. A preview token never travels along.
 * @example returnTo('/login/', new URL('http://x/product/pi-5/')) // "/login/?redirect=%2Fproduct%2Fpi-5%2F"
 * @example returnTo('/register/', new URL('http://x/login/?redirect=/cart/'), { passOn: true }) // "/register/?redirect=%2Fcart%2F"
 */
export function returnTo(authPath: string, here: URL, { passOn = false }: { passOn?: boolean } = {}): string {
  let target: string;
  if (passOn) target = afterLogin(here.search, '');
  else {
    const search = new URLSearchParams(here.search);
    search.delete('preview');
    const query = search.toString();
    target = `${here.pathname}${query ? `?${query}` : ''}`;
  }
  return target ? `${authPath}?${new URLSearchParams({ redirect: target })}` : authPath;
}
