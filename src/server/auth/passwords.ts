/**
 * Passwords: argon2id from Node's own crypto (no native addon) at OWASP's recommended
 * parameters (19 MiB memory, 2 passes, parallelism 1; about 30 ms per hash on these machines),
 * stored in the PHC string format so the parameters can be raised later: a login with an older
 * hash stores a new one. The policy follows NIST SP 800-63B: at least 8 characters, at most 128,
 * any characters, not one of the 49 000 most common passwords, and not made of three characters
 * or fewer repeated.
 */
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { dictionary } from '@zxcvbn-ts/language-common';

const argon2Async = promisify(argon2);

export const PASSWORD_PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
const MIN_DISTINCT_CHARACTERS = 4;

async function derive(password: string, salt: Buffer, params: { memory: number; passes: number; parallelism: number; tagLength: number }): Promise<Buffer> {
  return argon2Async('argon2id', { message: password.normalize('NFC'), nonce: salt, ...params });
}

const b64 = (buf: Buffer) => buf.toString('base64').replace(/=+$/, '');

/**
 * `salt` is for seeded demo accounts only (the seed is deterministic); real hashes get 16 random bytes.
 * @example await hashPassword('correct horse') // "$argon2id$v=19$m=19456,t=2,p=1$…$…"
 */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const hash = await derive(password, salt, PASSWORD_PARAMS);
  const { memory, passes, parallelism } = PASSWORD_PARAMS;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(hash)}`;
}

type Parsed = { memory: number; passes: number; parallelism: number; salt: Buffer; hash: Buffer };

function parse(stored: string): Parsed | null {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  if (!m) return null;
  return {
    memory: Number(m[1]),
    passes: Number(m[2]),
    parallelism: Number(m[3]),
    salt: Buffer.from(m[4] ?? '', 'base64'),
    hash: Buffer.from(m[5] ?? '', 'base64'),
  };
}

/** Constant-time check of a password against a stored hash; false for anything unreadable. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || password.length > MAX_PASSWORD_LENGTH * 4) return false;
  const hash = await derive(password, parsed.salt, {
    memory: parsed.memory,
    passes: parsed.passes,
    parallelism: parsed.parallelism,
    tagLength: parsed.hash.length,
  });
  return hash.length === parsed.hash.length && timingSafeEqual(hash, parsed.hash);
}

/** A stored hash made with weaker parameters than today's: rehash it at the next login. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.memory < PASSWORD_PARAMS.memory || parsed.passes < PASSWORD_PARAMS.passes;
}

/** A hash nobody's password matches, checked when an e-mail is unknown, so both take as long. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64'));
  return decoy;
}

const COMMON = new Set(dictionary['passwords-common'] as string[]);

export type PasswordProblem = 'too_short' | 'too_long' | 'common' | 'like_email';

/**
 * @example passwordProblem('password1', 'a@b.nl') // "common"
 * @example passwordProblem('Lange zin over frambozen', 'a@b.nl') // null
 */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return 'too_short';
  if (length > MAX_PASSWORD_LENGTH) return 'too_long';
  const lower = password.toLowerCase();
  // Eight spaces or "abababab" are not on the list, and no better.
  if (COMMON.has(lower) || new Set(lower).size < MIN_DISTINCT_CHARACTERS) return 'common';
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (lower === email.toLowerCase() || (local.length >= 4 && lower === local)) return 'like_email';
  return null;
}

/**
 * E-mail addresses are compared trimmed and lower-cased (the local part too: no mailbox we deal
 * with tells case apart, and two accounts differing only in case would confuse everyone).
 * @example normalizeEmail('  Anna@Example.NL ') // "anna@example.nl"
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFC').trim().toLowerCase();
}
