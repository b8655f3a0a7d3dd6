/**
 * For read-only endpoints: every method but GET and HEAD gets 405 in the API's error format
 * instead of Astro's HTML 404 page.
 * @example export const HEAD = GET; export const ALL = onlyGet;
 */
import type { APIRoute } from 'astro';
import { jsonError } from './errors.ts';

export const onlyGet: APIRoute = () => {
  const response = jsonError(405, 'Method not allowed.');
  response.headers.set('Allow', 'GET, HEAD');
  return response;
};

/**
 * For write endpoints: any other method gets 405 naming the ones allowed.
 * @example export const ALL = only('POST');
 */
export function only(...methods: ('GET' | 'POST' | 'PUT' | 'DELETE')[]): APIRoute {
  return () => {
    const response = jsonError(405, 'Method not allowed.');
    response.headers.set('Allow', methods.join(', '));
    return response;
  };
}
