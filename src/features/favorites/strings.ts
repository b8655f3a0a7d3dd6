/**
 * The favourites' UI strings, built on the server with the page's translator: what the page-wide
 * script needs (src/features/favorites/boot.ts) and the favourites page island's texts
 * (docs/README.md, conventions: islands receive only the strings they need). Placeholders stay
 * `{{name}}` and `{{count}}` and are filled in the browser (src/lib/text.ts).
 */
import type { Translate } from '#src/lib/i18n.ts';
import type { FavoritesMessages } from './store.ts';
import type { Plural } from '#src/lib/text.ts';
import { cardStrings } from '#src/components/ui/strings.ts';

const raw = { skipInterpolation: true } as const;

export type FavoritesConfig = {
  messages: FavoritesMessages;
  /** Labels of a heart: what a press does. */
  add: string;
  remove: string;
  count: Plural;
};

export function favoritesConfig(t: Translate): FavoritesConfig {
  return {
    messages: {
      fetch: t('favorites.errors.fetch'),
      add: t('favorites.errors.add'),
      remove: t('favorites.errors.remove'),
      network: t('cart.errors.network'),
      added: t('favorites.added', raw),
      removed: t('favorites.removed', raw),
    },
    add: t('favorites.add', raw),
    remove: t('favorites.remove', raw),
    count: { one: t('favorites.count', { count: 1, ...raw }), other: t('favorites.count', { count: 2, ...raw }) },
  };
}

/** The favourites page island's texts; its cards are priced for `country` (the page's region). */
export function favoritesPageStrings(t: Translate, country: string) {
  return {
    loading: t('favorites.page.loading'),
    empty: t('favorites.page.empty'),
    emptyHint: t('favorites.page.emptyHint'),
    browse: t('favorites.page.browse'),
    guestNote: t('favorites.page.guestNote'),
    login: t('favorites.page.login'),
    error: t('favorites.page.error'),
    retry: t('favorites.page.retry'),
    /** The favourites' cards (src/components/ui/ProductCard.tsx). */
    card: cardStrings(t, country),
  };
}

export type FavoritesPageStrings = ReturnType<typeof favoritesPageStrings>;
