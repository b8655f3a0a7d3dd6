/**
 * The language and country popups (docs/menus-and-shell.md, language popup and country popup),
 * loaded on the first touch (src/features/shell/wake.ts, which holds a link clicked before and
 * clicks it again): a language link sets the cookies, tells the server and goes to the page in
 * that language (its own language only closes the popup); a country link saves the region and
 * reloads; the header's popups close on Escape and on any click outside them, which is also what
 * opens another header dropdown (whose own outside click closes it in turn).
 */
import { tellLocale } from './language.ts';
import { saveRegion } from './region.ts';

const popups = [...document.querySelectorAll<HTMLDetailsElement>('details[data-header-popup]')];

document.addEventListener('click', (event) => {
  const target = event.target as Element;
  const link = target.closest?.<HTMLAnchorElement>('a[data-locale], a[data-country]');
  for (const popup of popups) if (link || !popup.contains(target)) popup.open = false;
  // A new tab or window (modifier keys, middle button) stays a plain link.
  if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  if (link.hasAttribute('aria-current')) return;
  const { locale, country = '' } = link.dataset;
  if (locale) void tellLocale(locale).then(() => location.assign(link.href));
  else {
    saveRegion(country);
    location.reload();
  }
});

document.addEventListener('keydown', (event) => {
  const open = popups.find((popup) => popup.open);
  if (event.key !== 'Escape' || !open) return;
  open.open = false;
  open.querySelector('summary')?.focus();
});
