import type { APIRoute } from 'astro';
import { jsonError } from '../../server/http/errors';

/** Unknown API paths answer in the API's error format, not with the HTML 404 page. */
export const ALL: APIRoute = () => jsonError(404, 'Not found');
