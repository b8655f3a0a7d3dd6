/**
 * The header's account control: shows the logged-in customer's initials and first name (from the
 * auth store, which follows other tabs). Framework-free: it runs on every page at load; the
 * dropdown is ./account-menu-live.ts, loaded on the first touch (src/features/shell/wake.ts). The
 * dropdown's contents arrive with the menu's (./panels.ts): they are filled in then.
 */
import { $auth } from '../auth/store.ts';
import { PANELS_EVENT } from './panels.ts';

const root = document.querySelector<HTMLElement>('[data-account-menu]');
const toggle = root?.querySelector<HTMLAnchorElement>('[data-account-toggle]');

const initials = (first: string, last: string) => `${[...first.trim()][0] ?? ''}${[...(last.trim().split(/\s+/).at(-1) ?? '')][0] ?? ''}`.toUpperCase();

function render(): void {
  if (!root || !toggle) return;
  const user = $auth.get().token ? $auth.get().user : null;
  const guest = root.querySelector<HTMLElement>('[data-account-guest]');
  const member = root.querySelector<HTMLElement>('[data-account-user]');
  if (guest) guest.hidden = user !== null;
  if (member) member.hidden = user === null;
  for (const el of root.querySelectorAll<HTMLElement>('[data-account-initials]')) {
    el.textContent = user ? initials(user.firstname, user.lastname) : '';
    if (el.closest('[data-account-toggle]')) el.hidden = user === null;
  }
  const icon = root.querySelector<HTMLElement>('[data-account-icon]');
  if (icon) icon.hidden = user !== null;
  const label = root.querySelector<HTMLElement>('[data-account-label]');
  if (label) {
    label.dataset.guestText ??= label.textContent ?? '';
    label.textContent = user ? user.firstname : label.dataset.guestText;
  }
  const sr = root.querySelector<HTMLElement>('[data-account-sr]');
  if (sr) {
    sr.dataset.guestText ??= sr.textContent ?? '';
    sr.textContent = user ? `${user.firstname} ${user.lastname}` : sr.dataset.guestText;
  }
  // The fetched prompt is the same for every page: its links come back here as the toggle's does.
  const back = new URL(toggle.href).search;
  for (const auth of root.querySelectorAll<HTMLAnchorElement>('[data-account-login], [data-account-register]'))
    auth.setAttribute('href', `${auth.pathname}${back}`);
  const name = root.querySelector<HTMLElement>('[data-account-name]');
  if (name) name.textContent = user ? `${user.firstname} ${user.lastname}` : '';
  // The business page is there once the shop validated one of the customer's addresses.
  const business = root.querySelector<HTMLElement>('[data-account-business]');
  if (business) business.hidden = !user?.addresses?.some((a) => a.validated === 1);
  renderOtherLinks(user !== null);
}

/** Elsewhere (the mobile drawer) the login link becomes the link to the account. */
function renderOtherLinks(member: boolean): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-account-link]')) {
    link.dataset.guestHref ??= link.getAttribute('href') ?? '';
    link.setAttribute('href', member ? (link.dataset.accountHref ?? '') : link.dataset.guestHref);
    const text = link.querySelector<HTMLElement>('[data-account-link-text]');
    if (text) {
      text.dataset.guestText ??= text.textContent ?? '';
      text.textContent = member ? (text.dataset.memberText ?? '') : text.dataset.guestText;
    }
  }
}

if (root && toggle) {
  render();
  $auth.listen(render);
  document.querySelector('[data-desktop-menu]')?.addEventListener(PANELS_EVENT, render);
}
