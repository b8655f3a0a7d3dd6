/**
 * A list of product cards in a grid. A page renders its whole list as this one component, so the
 * server makes one React render per list instead of one per card (a category page shows 24).
 */
import { memo, type Ref } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import ProductCard, { type CardOptions } from './ProductCard.tsx';
import type { CardProduct } from './card-data.ts';
import type { CardStrings } from './strings.ts';

/** Two columns on phones, four on wide screens. */
export const GRID_CLASS = 'grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4';
/**
 * What a card offers in every product list of the shop (home, categories, newest products, search
 * results on the page and in the overlay), so a product looks and behaves the same wherever it is
 * listed: the heart, add-to-cart, and for a master the way to choose its variant.
 */
export const LISTING_CARD = { heart: 'add', addToCart: true, chooseVariant: true } as const satisfies CardOptions;
/** The same in a list the server renders to plain HTML: the page's scripts label its buttons (ProductCard's `labelledByScript`). */
export const PAGE_LISTING_CARD = { ...LISTING_CARD, labelledByScript: true } as const satisfies CardOptions;

/** Beside a filter column (a category page, the search overlay): four columns from xl only. */
export const SIDEBAR_GRID_CLASS = 'grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4';

export type ProductGridProps = CardOptions & {
  products: readonly CardProduct[];
  locale: Locale;
  strings: CardStrings;
  /** A line per product id shown on its card (ProductCard's `note`). */
  notes?: Readonly<Record<number, string>>;
  /** The list's classes, when a place needs other columns. */
  className?: string;
  listRef?: Ref<HTMLUListElement>;
  /**
   * How many leading cards load their picture at once: the row a phone shows in its first screen
   * when the list starts there (a category, search results). The first of them loads with high
   * priority, as the likely largest paint; the rest of the list loads lazily. 0 by default.
   */
  eager?: number;
};

/** The leading cards a list loads at once where the list opens the page: one row of two on a phone. */
export const FIRST_ROW = 2;

function ProductGrid({ products, locale, strings, notes, className = GRID_CLASS, listRef, eager = 0, ...options }: ProductGridProps) {
  return (
    <ul ref={listRef} className={className}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard
            product={p}
            locale={locale}
            strings={strings}
            note={notes?.[p.id]}
            picture={i >= eager ? 'lazy' : i === 0 ? 'high' : 'eager'}
            {...options}
          />
        </li>
      ))}
    </ul>
  );
}

// memo(): pages render this view to plain HTML many times over; Astro sees a memo component is
// React by its type, where a plain function is rendered once more just to find that out.
export default memo(ProductGrid);
