/**
 * The favourites on every page, without a framework (docs/README.md, JavaScript budget): hearts
 * (`[data-favorite-toggle]`, anywhere, also inside islands) follow the store and toggle on click;
 * the header badge counts; the header link goes to the favourites page when the list has items,
 * otherwise it opens a small dropdown (docs/accounts.md, favourites), which closes on Escape, an
 * outside click, its close button, or when the user dropdown opens (`$headerMenu`: one at a time).
 * Notices show in a toast. The store starts when the browser is idle, as the cart does.
 */
import { $favorites, $favoritesNotice, configureFavorites, initFavorites, toggleFavorite } from './store.ts';
import { $headerMenu } from '../menu/header-menu.ts';
import type { FavoritesConfig } from './strings.ts';
import { fill, plural } from '#src/lib/text.ts';
import { isLocale } from '#src/lib/locales.ts';
import { toastIn } from '../shared/toast.ts';

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
const panel = document.getElementById('favorites-dropdown');

function render(): void {
  const { ids, ready } = $favorites.get();
  for (const heart of document.querySelectorAll<HTMLButtonElement>('[data-favorite-toggle]')) {
    const pressed = ids.includes(Number(heart.dataset.productId));
    heart.setAttribute('aria-pressed', String(pressed));
    if (config) heart.setAttribute('aria-label', fill(pressed ? config.remove : config.add, { name: heart.dataset.name ?? '' }));
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

function showPanel(open: boolean): void {
  if (!panel) return;
  panel.hidden = !open;
  panel.style.right = '';
  if (open) {
    // Kept on screen on narrow viewports: the panel hangs from the link's right edge.
    const left = panel.getBoundingClientRect().left;
    if (left < 16) panel.style.right = `${left - 16}px`;
  }
  if (link?.hasAttribute('aria-expanded')) link.setAttribute('aria-expanded', String(open));
}

$headerMenu.subscribe((menu) => showPanel(menu === 'favorites'));

function close(focusLink: boolean): void {
  if ($headerMenu.get() !== 'favorites') return;
  $headerMenu.set(null);
  if (focusLink) link?.focus();
}

const showToast = toastIn('[data-favorites-toast]');
$favoritesNotice.subscribe((notice) => {
  if (notice) showToast(notice);
});

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const heart = target?.closest<HTMLButtonElement>('button[data-favorite-toggle]');
  if (heart) {
    event.preventDefault();
    const id = Number(heart.dataset.productId);
    if (Number.isInteger(id) && id > 0) void toggleFavorite(id, heart.dataset.name ?? '');
    return;
  }
  if (target?.closest('[data-favorites-close]')) {
    close(true);
    return;
  }
  if (link && target?.closest('[data-favorites-link]') === link && link.hasAttribute('aria-expanded')) {
    // Modified clicks keep their meaning (the page in a new tab).
    if (event instanceof MouseEvent && (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) return;
    event.preventDefault();
    $headerMenu.set($headerMenu.get() === 'favorites' ? null : 'favorites');
    return;
  }
  if ($headerMenu.get() === 'favorites' && !target?.closest('[data-favorites-menu]')) close(false);
});

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && $headerMenu.get() === 'favorites') close(!!panel?.contains(document.activeElement) || document.activeElement === link);
});

const start = () => void initFavorites();
if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 1500 });
else setTimeout(start, 1);
