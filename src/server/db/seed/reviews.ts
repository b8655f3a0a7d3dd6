/** Generates product reviews (per product) and the 5588 shop reviews from text templates. */
import {
  FIRST_NAMES,
  LAST_NAMES,
  PRODUCT_RATING_WEIGHTS,
  PRODUCT_REVIEW_TEXTS,
  SHOP_RATING_COUNTS,
  SHOP_REVIEW_AVERAGE,
  SHOP_REVIEW_PARTS,
  SHOP_REVIEW_TOTAL,
} from './data/reviews.ts';
import { BASE_DATE, DAY_MS, createRng } from './util.ts';
import type { Locale, Rng } from './util.ts';

export type ReviewRow = { author: string; rating: number; title: string; body: string; locale: Locale; createdAt: Date };

const REVIEW_LOCALES: Locale[] = ['nl', 'en', 'de'];

/** "Sanne van den Berg" → "Sanne van den B." */
function authorName(rng: Rng, locale: Locale): string {
  const first = rng.pick(FIRST_NAMES[locale]);
  const last = rng.pick(LAST_NAMES[locale]).split(' ');
  const surname = last.pop() ?? '';
  return [first, ...last, `${surname.charAt(0)}.`].join(' ');
}

/** 0–12 reviews for about 60 % of the products, ratings skewed towards 4 and 5 stars. */
export function productReviews(sku: string, publishedAt: Date): ReviewRow[] {
  const rng = createRng(`reviews:${sku}`);
  if (!rng.chance(0.6)) return [];
  const count = rng.weighted([10, 14, 12, 10, 9, 8, 7, 6, 5, 4, 3, 2]) + 1;
  const from = publishedAt.getTime() + DAY_MS;
  const span = Math.max(DAY_MS, BASE_DATE - from);
  const rows: ReviewRow[] = [];
  for (let i = 0; i < count; i++) {
    const rating = rng.weighted(PRODUCT_RATING_WEIGHTS) + 1;
    const locale = REVIEW_LOCALES[rng.weighted([50, 25, 25])] as Locale;
    const [title, body] = rng.pick(PRODUCT_REVIEW_TEXTS[rating - 1]?.[locale] ?? []);
    rows.push({
      author: authorName(rng, locale),
      rating,
      title,
      body,
      locale,
      createdAt: new Date(Math.min(BASE_DATE - 60_000, from + Math.floor(rng.next() * span))),
    });
  }
  return rows;
}

/** Exactly SHOP_REVIEW_TOTAL reviews whose average rounds to SHOP_REVIEW_AVERAGE, oldest first. */
export function shopReviews(): ReviewRow[] {
  const ratings: number[] = [];
  for (const [rating, n] of Object.entries(SHOP_RATING_COUNTS)) for (let i = 0; i < n; i++) ratings.push(Number(rating));
  const sum = ratings.reduce((a, b) => a + b, 0);
  if (ratings.length !== SHOP_REVIEW_TOTAL || Math.round((sum / ratings.length) * 10) / 10 !== SHOP_REVIEW_AVERAGE) {
    throw new Error(`Shop review distribution gives ${ratings.length} reviews averaging ${sum / ratings.length}`);
  }
  const rng = createRng('shop-reviews');
  rng.shuffle(ratings);
  const rows = ratings.map((rating): ReviewRow => {
    const locale = REVIEW_LOCALES[rng.weighted([70, 15, 15])] as Locale;
    const parts = SHOP_REVIEW_PARTS[locale][rating >= 9 ? 'high' : rating >= 7 ? 'mid' : 'low'];
    const closer = rng.pick(parts.closers);
    const body = [rng.pick(parts.openers), rng.pick(parts.details), closer].filter(Boolean).join(' ');
    const createdAt = new Date(BASE_DATE - Math.floor(((1 + rng.next() * (6 * 365 - 1)) * DAY_MS) / 60_000) * 60_000);
    return { author: authorName(rng, locale), rating, title: rng.pick(parts.titles), body, locale, createdAt };
  });
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
