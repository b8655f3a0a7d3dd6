/**
 * What the shop accepts in a request's address before any of its code reads it (docs/limits.md,
 * HTTP; docs/http-edge.md, the input step): no control characters (U+0000–U+001F, U+007F) in a
 * path segment, a query parameter's name or its value, and no address longer than the limits
 * below. PostgreSQL refuses a NUL in text, and no id, slug, file name or search of the shop
 * holds a control character, so such a request cannot mean anything; a very long one is a
 * client's mistake or an attack, never a shopper's link.
 */

/** The path as the app routes it (percent-encoded), in bytes. */
export const MAX_PATH_BYTES = 2048;
/** The whole query string after `?` (percent-encoded), in bytes. */
export const MAX_QUERY_BYTES = 4096;
/** One query parameter's value, decoded, in characters. */
export const MAX_QUERY_VALUE_CHARS = 1024;

const CONTROL = /[\u0000-\u001f\u007f]/;
/**
 * A control character in a path as the URL holds it: the URL keeps control characters
 * percent-encoded (`%00`–`%1F`, `%7F`), also after Astro decodes the path for routing, which
 * decodes repeatedly (`%2500` ends as a NUL too).
 */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)|[\u0000-\u001f\u007f]/i;

export type TargetProblem =
  /** The path cannot name anything the shop has. */
  | { part: 'path' }
  /** A query parameter (`name` when it can be named) or the query as a whole is unacceptable. */
  | { part: 'query'; name: string | null; message: string };

/**
 * The first problem of a request's address, or null when it is acceptable. `url` is the address
 * as the app routes it; `sentPath` the path as the client sent it, which can hold what the
 * routing drops (a decoded line break is removed from a URL's path, so `/a%0A/` routes as `/a/`).
 */
export function targetProblem(url: URL, sentPath: string = url.pathname): TargetProblem | null {
  for (const path of [url.pathname, sentPath]) {
    if (Buffer.byteLength(path) > MAX_PATH_BYTES || ENCODED_CONTROL.test(path)) return { part: 'path' };
  }
  const query = url.search.slice(1);
  if (query === '') return null;
  if (Buffer.byteLength(query) > MAX_QUERY_BYTES) return { part: 'query', name: null, message: `The query string may be at most ${MAX_QUERY_BYTES} bytes.` };
  for (const [name, value] of url.searchParams) {
    if (CONTROL.test(name)) return { part: 'query', name: null, message: 'A query parameter name may not contain control characters.' };
    if (CONTROL.test(value)) return { part: 'query', name, message: 'may not contain control characters' };
    if (value.length > MAX_QUERY_VALUE_CHARS) return { part: 'query', name, message: `may be at most ${MAX_QUERY_VALUE_CHARS} characters` };
  }
  return null;
}
