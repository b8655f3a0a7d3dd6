/** If-None-Match and Accept-Encoding as the page cache and the built files read them (src/server/http/). */
import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from '#src/server/http/conditional.ts';
import { acceptsEncoding } from '#src/server/http/accept-encoding.ts';

describe('If-None-Match', () => {
  it('names an answer by its tag, weak or strong alike, in a list, or by *', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc" ', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
  });

  it('does not match another tag, a part of one, or no header', () => {
    expect(matchesIfNoneMatch('"abcd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch('"ab"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch('', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });
});

describe('Accept-Encoding', () => {
  it('accepts an encoding the request names, unless with q=0', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('br;q=0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=0, gzip', 'gzip')).toBe(true);
    expect(acceptsEncoding('brotli', 'br')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});
