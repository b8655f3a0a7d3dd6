/**
 * The guest cart's token: 32 random bytes in an httpOnly cookie, stored only as its SHA-256
 * hash, so a leaked database does not hand out carts. Logged-in customers' carts are found by
 * their account instead (carts.customer_id).
 */
import { hash } from 'node:crypto';
import { isRandomToken } from '#src/lib/random-token.ts';
import { newRandomToken } from '../http/random-token.ts';

export const CART_COOKIE = 'cart_token';
/** A guest cart lives 30 days after its last change; every write renews the cookie. */
export const CART_TTL_DAYS = 30;
export const CART_COOKIE_MAX_AGE = CART_TTL_DAYS * 24 * 60 * 60;

export function newCartToken(): { token: string; hash: string } {
  const token = newRandomToken();
  return { token, hash: hashCartToken(token) as string };
}

/** The stored hash of a cookie value; null for anything that cannot be one of our tokens. */
export function hashCartToken(token: string | undefined | null): string | null {
  if (!isRandomToken(token)) return null;
  return hash('sha256', token);
}
