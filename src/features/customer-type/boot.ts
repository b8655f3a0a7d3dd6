/**
 * The private/business toggle on every page, without a framework (docs/menus-and-shell.md,
 * private and business prices): every `[data-customer-type]` group (header and mobile drawer)
 * shows the current type; the choice is stored, the body class shows the matching prices at once,
 * and a login sets the type of the account. The click that flips it, at most once in 2 s, is
 * answered by ./live.ts, loaded on the first touch (src/features/shell/wake.ts).
 */
import { onAuthChange } from '../auth/store.ts';
import { CUSTOMER_TYPE_KEY, cookieFor, isCustomerType, storedCustomerType, type CustomerType } from './customer-type.ts';

export const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
})();

function show(type: CustomerType): void {
  document.body.classList.toggle('organization', type === 'organization');
  for (const option of document.querySelectorAll<HTMLButtonElement>('[data-customer-type] button[value]')) {
    option.setAttribute('aria-pressed', String(option.value === type));
  }
}

export function choose(type: CustomerType): void {
  try {
    storage?.setItem(CUSTOMER_TYPE_KEY, type);
  } catch {
    // full or blocked storage: the cookie below still keeps the choice
  }
  document.cookie = cookieFor(type);
  show(type);
  document.dispatchEvent(new CustomEvent('customer-type:change', { detail: type }));
}

show(storedCustomerType(storage, document.cookie));

// Another tab flipped it.
window.addEventListener('storage', (event) => {
  if (event.key === CUSTOMER_TYPE_KEY && isCustomerType(event.newValue)) show(event.newValue);
});

// A business account sees business prices from its login on; a private one, private prices.
onAuthChange(({ kind, user }) => {
  if (kind === 'login' && user && isCustomerType(user.account_type)) choose(user.account_type);
});
