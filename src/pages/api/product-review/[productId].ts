/**
 * GET /api/product-review/{productId}?page=&per_page=&rating= (docs/reviews.md): the approved
 * reviews of the product's family in the shape of the shop reviews, those of one star count with
 * `rating`, cached 6 hours by anyone. An id that cannot be one, or names no product for sale, is
 * the product's 404.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { db } from '#src/server/database.ts';
import { REVIEWS_CACHE_CONTROL, productReviewPage } from '#src/server/reviews/lists.ts';
import { productReviewsRequest, reviewsAnswer } from '#src/lib/api/reviews.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: productReviewsRequest,
  answer: reviewsAnswer,
  fallbackKey: 'reviews.errors.loadFailed',
  cacheControl: REVIEWS_CACHE_CONTROL,
})(async ({ input }) => productReviewPage(await db(), input.params.productId, { page: input.query.page, perPage: input.query.per_page }, input.query.rating));
