/**
 * Conditional requests (docs/http-edge.md): whether a request's `If-None-Match` names an answer's
 * ETag, so it may be answered 304. `*` names any; a weak and a strong tag of the same value
 * compare alike, as RFC 9110 asks of `If-None-Match`.
 */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || opaque(t) === wanted;
  });
}
