/**
 * Every secret token of the shop (login, refresh, cart, CSRF, password reset) is 32 random bytes
 * in base64url: 43 characters. Browser and server check a value against this shape before it
 * goes anywhere near storage or a database.
 */
export const RANDOM_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isRandomToken = (value: string | null | undefined): value is string => !!value && RANDOM_TOKEN.test(value);
