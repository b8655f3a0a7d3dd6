/**
 * Language and country on every page, without a framework (docs/menus-and-shell.md, language
 * popup and country popup): a language link sets the cookies, tells the server and goes to the
 * page in that language (its own language only closes the popup); a country link saves the
 * region and reloads; the header's popups close on Escape and on any click outside them, which
 * is also what opens another header dropdown (whose own outside click closes it in turn); the
 * region cookie is followed; and the Dutch shop's first-visit modal is loaded when it will show.
 * Without JavaScript every link works as a plain link.
 */
import { INITIAL_COUNTRY_FLAG, VISITED_FLAG } from '#src/lib/locale-change.ts';
import { tellLocale } from './language.ts';
import { followRegion, saveRegion } from './region.ts';

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

followRegion(document.querySelector<HTMLElement>('[data-region]')?.dataset.region);

// The Dutch shop renders the modal's markup with its script in a <template>: put in the page only
// for a visitor who has not answered it, the script loads and shows it. (Not an import(): that
// would bring the bundler's preload helper into every page.)
const firstVisit = document.querySelector<HTMLTemplateElement>('template[data-first-visit]');
try {
  if (firstVisit && !localStorage.getItem(INITIAL_COUNTRY_FLAG) && !localStorage.getItem(VISITED_FLAG)) {
    document.body.append(firstVisit.content.cloneNode(true));
  }
} catch {
  // Storage blocked: no place to keep an answer, so no question.
}
