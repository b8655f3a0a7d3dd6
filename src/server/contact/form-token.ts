/**
 * The contact form's render time, signed (docs/contact.md, spam): the page puts
 * `{milliseconds}.{HMAC-SHA256}` in a hidden field, and the call judges a message sent sooner
 * than MIN_FILL_MS after it a robot's. The signature (LINK_SIGNING_SECRET, under a label of its
 * own) keeps a robot from making up an old time; it cannot keep one from fetching the page and
 * waiting, which the rate limits answer. A cached page only makes the time older, so a person is
 * never judged too fast because of a cache.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MIN_FILL_MS } from '#src/lib/contact.ts';
import { config } from '../config.ts';

const sign = (issuedAt: number): string => createHmac('sha256', config().LINK_SIGNING_SECRET).update(`contact-form:${issuedAt}`).digest('base64url');

/** A token for a form rendered at `now`. */
export const formToken = (now = Date.now()): string => `${now}.${sign(now)}`;

export type TokenVerdict = 'ok' | 'too-fast' | 'no-token';

/**
 * What a token says about a send at `now`: `ok`, `too-fast` (a genuine token younger than
 * MIN_FILL_MS, or one from the future), or `no-token` (missing, malformed or not signed by us).
 */
export function judgeFormToken(token: string, now = Date.now()): TokenVerdict {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'no-token';
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(issuedAt));
  const given = Buffer.from(match[2] as string);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'no-token';
  return now - issuedAt < MIN_FILL_MS ? 'too-fast' : 'ok';
}
