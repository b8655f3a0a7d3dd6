/**
 * The heart of one product (cards, the buy box): a toggle button the page-wide favourites script
 * (src/features/favorites/boot.ts) keeps in step with the favourites store — `aria-pressed`, and
 * a label saying what a press does — and toggles on click, by its data attributes. A server-rendered
 * heart starts unpressed (the list lives in the browser or behind the bearer token); the
 * favourites page renders its hearts pressed. `data-favorite-toggle` holds the product's id. The
 * scripts take the product's name from `data-name`, or, for a heart in a product card, from the
 * card (src/features/favorites/heart-name.ts).
 */
import { memo } from 'react';
import { fill } from '#src/lib/text.ts';
import type { HeartStrings } from './strings.ts';

export type FavoriteHeartProps = {
  id: number;
  /** The product's name, for the label ("Add {{name}} to favourites"). */
  name: string;
  strings: HeartStrings;
  pressed?: boolean;
  className?: string;
  /** In a product card, which shows the name: no `data-name` of its own. */
  inCard?: boolean;
  /** Neither label nor state: the favourites script sets both as it starts (a list of plain HTML, ProductCard). */
  unlabelled?: boolean;
};

function FavoriteHeart({ id, name, strings, pressed = false, className = '', inCard = false, unlabelled = false }: FavoriteHeartProps) {
  return (
    <button
      type="button"
      className={className ? `fav-heart ${className}` : 'fav-heart'}
      data-favorite-toggle={id}
      data-name={inCard ? undefined : name}
      aria-pressed={unlabelled ? undefined : pressed}
      aria-label={unlabelled ? undefined : fill(pressed ? strings.remove : strings.add, { name })}
    >
      {/* The heart is drawn by CSS (.fav-heart in src/styles/global.css): no SVG per card. */}
    </button>
  );
}

// memo(): pages render this view to plain HTML many times over; Astro sees a memo component is
// React by its type, where a plain function is rendered once more just to find that out.
export default memo(FavoriteHeart);
