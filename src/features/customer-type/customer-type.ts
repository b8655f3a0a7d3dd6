/**
 * The customer type the prices are shown for (docs/menus-and-shell.md, private and business
 * prices): private customers see prices including VAT, business customers excluding it. Every
 * price is in the HTML both ways (`.price-incl`, `.price-excl`) and the class `organization` on
 * <body> shows one, so pages stay the same for every visitor and cacheable.
 *
 * The choice is kept in local storage under `applicationType` and in a cookie of the same name
 * (the server reads it to preselect the registration form); a flip is ignored for 2 s after the
 * last one, so a double click does not flip it back.
 */
export type CustomerType = 'individual' | 'organization';

export const CUSTOMER_TYPE_KEY = 'applicationType';
export const TOGGLE_LOCK_MS = 2_000;
const COOKIE_DAYS = 365;

export const isCustomerType = (value: unknown): value is CustomerType => value === 'individual' || value === 'organization';

/** The stored choice: local storage first, then the cookie; private when neither holds one. */
export function storedCustomerType(storage: Pick<Storage, 'getItem'> | null, cookie: string): CustomerType {
  let value: string | null;
  try {
    value = storage?.getItem(CUSTOMER_TYPE_KEY) ?? null;
  } catch {
    value = null; // storage blocked: the cookie still tells
  }
  if (isCustomerType(value)) return value;
  const fromCookie = new RegExp(`(?:^|;\\s*)${CUSTOMER_TYPE_KEY}=([^;]*)`).exec(cookie)?.[1];
  return isCustomerType(fromCookie) ? fromCookie : 'individual';
}

/**
 * The script that runs before the body paints (inline, first in <body>): the same rule as
 * `storedCustomerType`, written small, so a business customer never sees a flash of prices with VAT.
 */
export const RESTORE_SCRIPT = `(function(){var t=null;try{t=localStorage.getItem('${CUSTOMER_TYPE_KEY}')}catch(e){}if(t!=='organization'&&t!=='individual')t=(/(?:^|;\\s*)${CUSTOMER_TYPE_KEY}=([^;]*)/.exec(document.cookie)||[])[1];if(t==='organization')document.body.classList.add('organization')})()`;

/** A flip that is ignored within the lock time of the previous one. */
export function toggleLock(now: () => number = Date.now): { tryFlip(): boolean } {
  let last = -Infinity;
  return {
    tryFlip() {
      const at = now();
      if (at - last < TOGGLE_LOCK_MS) return false;
      last = at;
      return true;
    },
  };
}

export function cookieFor(type: CustomerType): string {
  return `${CUSTOMER_TYPE_KEY}=${type}; Max-Age=${COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax`;
}
