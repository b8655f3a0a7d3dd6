/**
 * Review limits and states (docs/reviews.md), apart from the API's schemas so an island can use
 * them without carrying zod. Pure.
 */

/** Reviews per page on the reviews screen and in both reads. */
export const REVIEWS_PER_PAGE = 10;
export const MAX_REVIEWS_PER_PAGE = 50;
/** The longest review text a customer may write, and the shortest that says something. */
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_TITLE_MAX = 120;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
