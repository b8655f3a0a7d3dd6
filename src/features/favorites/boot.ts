/**
 * The favourites on every page, without a framework (docs/README.md, JavaScript budget): hearts
 * (`[data-favorite-toggle]`, anywhere, also inside islands) follow the store and toggle on click;
 * the header badge counts; the header link goes to the favourites page when the list has items,
 * otherwise it opens a small dropdown (docs/accounts.md, favourites). Notices show in a toast. The
 * store starts when the browser is idle, as the cart does. The clicks (hearts, the dropdown) are
 * answered by ./live.ts, loaded on the first touch (src/features/shell/wake.ts).
 */
import { $favorites, $favoritesNotice, configureFavorites, initFavorites } from './store.ts';
import { $headerMenu } from '../menu/header-menu.ts';
import type { FavoritesConfig } from './strings.ts';
import { fill, plural } from '#src/lib/text.ts';
import { isLocale } from '#src/lib/locales.ts';
import { toastIn } from '../shared/toast.ts';
import { heartName } from './heart-name.ts';

function readConfig(): FavoritesConfig | null {
  try {
    return JSON.parse(document.getElementById('favorites-config')?.textContent ?? 'null') as FavoritesConfig | null;
  } catch {
    return null;
  }
}

const config = readConfig();
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : 'en';
if (config) configureFavorites({ messages: config.messages });

const link = document.querySelector<HTMLAnchorElement>('[data-favorites-link]');

function render(): void {
  const { ids, ready } = $favorites.get();
  for (const heart of document.querySelectorAll<HTMLButtonElement>('[data-favorite-toggle]')) {
    const pressed = ids.includes(Number(heart.dataset.favoriteToggle));
    heart.setAttribute('aria-pressed', String(pressed));
    if (config) heart.setAttribute('aria-label', fill(pressed ? config.remove : config.add, { name: heartName(heart) }));
  }
  for (const badge of document.querySelectorAll<HTMLElement>('[data-favorites-count]')) {
    badge.textContent = ids.length ? String(ids.length) : '';
    badge.hidden = ids.length === 0;
  }
  const label = document.querySelector<HTMLElement>('[data-favorites-count-label]');
  if (label && config) label.textContent = ids.length ? `, ${plural(config.count, ids.length, locale)}` : '';
  // An empty list makes the link a disclosure of the dropdown; with items it is a link again.
  const opensDropdown = ready && ids.length === 0;
  if (link && opensDropdown) {
    link.setAttribute('aria-controls', 'favorites-dropdown');
    link.setAttribute('aria-expanded', String($headerMenu.get() === 'favorites'));
  } else if (link) {
    link.removeAttribute('aria-controls');
    link.removeAttribute('aria-expanded');
    if ($headerMenu.get() === 'favorites') $headerMenu.set(null);
  }
}

// Hearts an island renders (the favourites page) take their state from the store themselves.
$favorites.subscribe(render);

const showToast = toastIn('[data-favorites-toast]');
$favoritesNotice.subscribe((notice) => {
  if (notice) showToast(notice);
});

const start = () => void initFavorites();
if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 1500 });
else setTimeout(start, 1);
