/**
 * The favourites page (docs/accounts.md, favourites): the list of the favourites store as cards,
 * for a guest (ids in this browser, products read from GET /api/favorites/products) and a logged-in
 * customer (the server's list, whose answer carries the products). Removing one takes its card away
 * and gives focus to the next card's heart (or the page heading), so the keyboard never loses its
 * place; a removal the server refuses brings the card back. The page wakes it when the browser is
 * first idle (src/pages/favorites.astro); until then the server's render shows the loading state.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { apiCall, setApiLocale } from '../http/api.ts';
import { $favoriteDetails, $favorites, forgetFavorites, initFavorites, rememberFavoriteDetails } from './store.ts';
import { MAX_IDS_PER_CALL } from '#src/lib/favorites/list.ts';
import type { FavoritesAnswer } from '#src/lib/favorites/types.ts';
import type { Locale } from '#src/lib/locales.ts';
import ProductGrid from '#src/components/ui/ProductGrid.tsx';
import { cardFromFavorite } from '#src/components/ui/card-data.ts';
import type { FavoritesPageStrings } from './strings.ts';

type Props = { strings: FavoritesPageStrings; locale: Locale; country: string; browseUrl: string; loginUrl: string };

/** Reads the products of ids not known yet; answers the ids the shop no longer sells, or null when a read failed. */
async function readMissing(ids: number[], locale: Locale, country: string): Promise<number[] | null> {
  const gone: number[] = [];
  for (let i = 0; i < ids.length; i += MAX_IDS_PER_CALL) {
    const chunk = ids.slice(i, i + MAX_IDS_PER_CALL);
    const query = new URLSearchParams({ ids: chunk.join(','), locale, country });
    const result = await apiCall<FavoritesAnswer>('GET', `/api/favorites/products?${query}`, { retryable: true });
    if (!result.ok) {
      console.error('[favorites] reading products failed:', result.status, result.message);
      return null;
    }
    rememberFavoriteDetails(result.data);
    gone.push(...chunk.filter((id) => !result.data.ids.includes(id)));
  }
  return gone;
}

export default function FavoritesPage({ strings: s, locale, country, browseUrl, loginUrl }: Props) {
  const view = useStore($favorites);
  const details = useStore($favoriteDetails);
  // The first render matches the server's (the list lives in the browser): loading.
  const [mounted, setMounted] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const shown = useRef<number[]>([]);
  const list = useRef<HTMLUListElement>(null);
  const emptyState = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    setMounted(true);
    // The page-wide script sets the language of API calls too, but this island may wake first.
    setApiLocale(locale);
    void initFavorites();
  }, []);

  // Ids the shop no longer sells: a guest's list forgets them, a customer's never holds them for long.
  const [gone, setGone] = useState<readonly number[]>([]);
  const missing = view.ids.filter((id) => !details[id] && !gone.includes(id));
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!mounted || !view.ready || missing.length === 0) return;
    let current = true;
    setFailed(false);
    void readMissing(missing, locale, country).then((unsold) => {
      if (!current) return;
      setFailed(unsold === null);
      if (unsold?.length) {
        forgetFavorites(unsold);
        setGone((ids) => [...ids, ...unsold]);
      }
    });
    return () => {
      current = false;
    };
  }, [mounted, view.ready, missingKey, attempt]);

  const items = view.ids.flatMap((id) => (details[id] ? [details[id]] : []));
  const loading = !mounted || !view.ready || (missing.length > 0 && !failed);

  // A card gone under the keyboard's focus hands it on to the next heart, or to the empty state.
  useEffect(() => {
    const before = shown.current;
    shown.current = items.map((i) => i.id);
    if (document.activeElement !== document.body || before.length <= items.length) return;
    const gone = before.findIndex((id) => !shown.current.includes(id));
    const hearts = list.current?.querySelectorAll<HTMLButtonElement>('[data-favorite-toggle]');
    const next = hearts?.[Math.min(gone, hearts.length - 1)];
    (next ?? emptyState.current)?.focus();
  });

  if (failed) {
    return (
      <div className="card p-6" role="alert">
        <p>{s.error}</p>
        <button type="button" className="btn-ghost mt-3" onClick={() => setAttempt((n) => n + 1)}>
          {s.retry}
        </button>
      </div>
    );
  }
  return (
    <div data-favorites-page>
      {mounted && !view.loggedIn && (
        <p className="mb-4 text-sm text-ink-soft">
          {s.guestNote}{' '}
          <a href={loginUrl} className="font-semibold text-brand underline">
            {s.login}
          </a>
        </p>
      )}
      {loading ? (
        // Without JavaScript the page's note says why nothing is listed; "loading" would wait forever.
        <p className="card p-6 text-ink-soft [@media(scripting:none)]:hidden" aria-busy="true">
          {s.loading}
        </p>
      ) : items.length === 0 ? (
        <div className="card flex flex-col items-center gap-3 p-8 text-center">
          <p ref={emptyState} tabIndex={-1} className="text-lg font-semibold">
            {s.empty}
          </p>
          <p className="text-ink-soft">{s.emptyHint}</p>
          <a href={browseUrl} className="btn-primary mt-2 no-underline">
            {s.browse}
          </a>
        </div>
      ) : (
        // Every card is a favourite: its heart is pressed and takes it out; a master leads to its page to choose a variant.
        <ProductGrid
          listRef={list}
          products={items.map(cardFromFavorite)}
          locale={locale}
          strings={s.card}
          heart="remove"
          addToCart
          chooseVariant
          headingLevel={2}
        />
      )}
    </div>
  );
}
