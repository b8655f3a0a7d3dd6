/**
 * GET /api/account/reviews (bearer): the products of the customer's paid orders, each with the
 * review they wrote of it. POST `{ product_id, rating, title?, body }` stores a review, pending
 * until the shop approves it: 201 with the list; 403 for a product not bought, 409 for a second
 * review of it (docs/reviews.md, writing a review).
 */
import { endpoint, methods, reply } from '#src/server/http/endpoint.ts';
import { db } from '#src/server/database.ts';
import { reviewableProducts, writeReview } from '#src/server/reviews/customer-reviews.ts';
import { accountReviewsAnswer, writeReviewAnswer, writeReviewRequest } from '#src/lib/api/reviews.ts';

const read = endpoint({ method: 'GET', login: 'required', answer: accountReviewsAnswer, fallbackKey: 'account.errors.loadFailed', successFlag: true })(
  async ({ login, locale }) => ({ products: await reviewableProducts(await db(), login.customerId, locale) }),
);

const write = endpoint({
  method: 'POST',
  login: 'required',
  input: writeReviewRequest,
  answer: writeReviewAnswer,
  fallbackKey: 'account.errors.saveFailed',
  successFlag: true,
})(async ({ login, input, locale, t }) => {
  const conn = await db();
  await writeReview(conn, login.customerId, input.body, locale);
  return reply({ success: true, message: t('reviews.account.sent'), products: await reviewableProducts(conn, login.customerId, locale) }, { status: 201 });
});

export const { GET, HEAD, POST, ALL } = methods(read, write);
