/**
 * The review calls (docs/reviews.md): shop reviews and a product's reviews, read by anyone and
 * cached 6 hours, and the customer's own reviews, written from the account and shown only once
 * approved. A page or an id that cannot be one is refused: a page with a 422 on `page`, a product
 * id with the product's own 404, exactly as for a product that does not exist.
 */
import * as z from 'zod/mini';
import { checked, form, id, jsonObject, objectId, optionalText, pagingQuery, request, timestamp } from './common.ts';

import { MAX_REVIEWS_PER_PAGE, REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_STATUSES, REVIEW_TITLE_MAX, REVIEWS_PER_PAGE } from '../reviews.ts';

export { MAX_REVIEWS_PER_PAGE, REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_STATUSES, REVIEW_TITLE_MAX, REVIEWS_PER_PAGE };
export type { ReviewStatus } from '../reviews.ts';

const paging = pagingQuery(REVIEWS_PER_PAGE, MAX_REVIEWS_PER_PAGE);

/** GET /api/shop-reviews?page=&per_page= */
export const shopReviewsRequest = request({ query: paging });

/**
 * `?rating=` of a product's reviews: 1 to 5 stars, or absent for all of them (the histogram's
 * filter, docs/reviews.md).
 */
export const ratingFilter = z.pipe(
  checked(
    z.optional(z.string()),
    z.refine((v) => v === undefined || /^[1-5]$/.test(v), 'reviews.errors.ratingFilterInvalid'),
  ),
  z.transform((v) => (v === undefined ? null : Number(v))),
);

/** GET /api/product-review/{productId}?page=&per_page=&rating= */
export const productReviewsRequest = request({
  params: z.object({ productId: objectId('reviews.errors.productNotFound') }),
  query: pagingQuery(REVIEWS_PER_PAGE, MAX_REVIEWS_PER_PAGE, { rating: ratingFilter }),
});

/** POST /api/account/reviews `{ product_id, rating, title?, body }`: every bad field named once. */
export const writeReviewRequest = request({
  body: jsonObject(
    form((f) => {
      const raw = f.raw.product_id;
      const productId = typeof raw === 'number' && Number.isInteger(raw) && raw > 0 && raw <= 2_147_483_647 ? raw : null;
      if (productId === null) f.problem('product_id', 'reviews.errors.productNotFound');
      const rating = f.raw.rating;
      const stars = typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null;
      if (stars === null) f.problem('rating', 'reviews.errors.ratingInvalid');
      // A review is one paragraph: line breaks become spaces rather than vanish with the other control characters.
      if (typeof f.raw.body === 'string') f.raw.body = f.raw.body.replace(/\s*[\r\n]+\s*/g, ' ');
      const title = f.field('title', optionalText(REVIEW_TITLE_MAX), null);
      const body = f.field('body', optionalText(REVIEW_BODY_MAX), null);
      if (!f.has('body') && (body === null || [...body].length < REVIEW_BODY_MIN)) f.problem('body', 'reviews.errors.bodyTooShort', { min: REVIEW_BODY_MIN });
      return { productId: productId ?? 0, rating: stars ?? 0, title, body: body ?? '' };
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Answers

export const reviewJson = z.strictObject({
  id,
  author: z.string(),
  /** Shop reviews 1–10, product reviews 1–5. */
  rating: z.int(),
  title: z.nullable(z.string()),
  body: z.string(),
  /** The language it was written in. */
  locale: z.string(),
  created_at: timestamp,
});
export type ReviewJson = z.infer<typeof reviewJson>;

/** Both reads: a page of reviews, newest first, and the average of all (one decimal; 0 without reviews). */
export const reviewsAnswer = z.strictObject({
  reviews: z.strictObject({
    total: z.int(),
    data: z.array(reviewJson),
    current_page: z.int(),
    last_page: z.int(),
    per_page: z.int(),
  }),
  average_rating: z.number(),
});
export type ReviewsAnswer = z.infer<typeof reviewsAnswer>;

/** A product the customer bought, with the review they wrote of it, if any. */
export const reviewableJson = z.strictObject({
  product_id: id,
  name: z.string(),
  slug: z.nullable(z.string()),
  review: z.nullable(
    z.strictObject({ id, rating: z.int(), title: z.nullable(z.string()), body: z.string(), status: z.enum(REVIEW_STATUSES), created_at: timestamp }),
  ),
});
export type ReviewableJson = z.infer<typeof reviewableJson>;

/** GET /api/account/reviews */
export const accountReviewsAnswer = z.strictObject({ products: z.array(reviewableJson) });

/** POST /api/account/reviews: 201 with the stored (pending) review. */
export const writeReviewAnswer = z.strictObject({ success: z.literal(true), message: z.string(), products: z.array(reviewableJson) });
