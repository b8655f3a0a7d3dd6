/**
 * Pages that find no data for their slug answer with the 404 page (status 404). The routing
 * lives in ./page-route.ts; pages import these two from here.
 */
export { notFoundRewrite, notFoundRoute } from './page-route.ts';
