/**
 * GET /api/shop-reviews?page=&per_page= (docs/reviews.md): `{ reviews: { total, data, current_page,
 * last_page, per_page }, average_rating }`, newest first, cached 6 hours by anyone.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { db } from '#src/server/database.ts';
import { REVIEWS_CACHE_CONTROL, shopReviewPage } from '#src/server/reviews/lists.ts';
import { reviewsAnswer, shopReviewsRequest } from '#src/lib/api/reviews.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: shopReviewsRequest,
  answer: reviewsAnswer,
  fallbackKey: 'reviews.errors.loadFailed',
  cacheControl: REVIEWS_CACHE_CONTROL,
})(async ({ input }) => shopReviewPage(await db(), { page: input.query.page, perPage: input.query.per_page }));
