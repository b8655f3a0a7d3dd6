/**
 * Login tokens (docs/accounts.md, tokens). A login gets a bearer token for API calls (the browser
 * keeps it in local or session storage) that lives an hour, and a refresh token in an httpOnly
 * cookie that renews it (on a 401 the client refreshes once and repeats the call): 30 days with
 * "remember me", else 12 hours and gone with the browser. Both are 32 random bytes stored only as
 * SHA-256 hashes. Every refresh replaces the refresh token; one used twice means a copy is in
 * someone else's hands, so the whole login (family) is revoked. Logout revokes the family, a
 * password change or reset every family of the customer.
 */
import { hash, randomUUID } from 'node:crypto';
import { isRandomToken } from '#src/lib/random-token.ts';
import { newRandomToken } from '../http/random-token.ts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../db/client.ts';
import { preparedRows, rows } from '../db/query.ts';
import { idRow, int, timestamp } from '../db/decode.ts';

const sessionRow = z.object({ customer_id: int, family_id: z.string(), business_countries: z.string().nullable() });
const refreshRow = z.object({
  id: int,
  customer_id: int,
  family_id: z.string(),
  remember: z.boolean(),
  revoked_at: timestamp.nullable(),
  expires_at: timestamp,
});

export const ACCESS_TTL_MS = 60 * 60 * 1000;
export const REFRESH_TTL_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
export const REFRESH_TTL_SESSION_MS = 12 * 60 * 60 * 1000;
export const REFRESH_COOKIE = 'refresh_token';
/** A refresh token used again within this time of its replacement is a concurrent tab, not a thief. */
export const REUSE_GRACE_MS = 30_000;

export const hashToken = (token: string): string => hash('sha256', token);

function newToken(): { token: string; hash: string } {
  const token = newRandomToken();
  return { token, hash: hashToken(token) };
}

export type IssuedTokens = {
  access: { token: string; expiresAt: Date };
  refresh: { token: string; expiresAt: Date; remember: boolean };
  familyId: string;
};

async function issue(tx: Queryable, customerId: number, familyId: string, remember: boolean, now: number): Promise<IssuedTokens> {
  const access = newToken();
  const refresh = newToken();
  const accessExpires = new Date(now + ACCESS_TTL_MS);
  const refreshExpires = new Date(now + (remember ? REFRESH_TTL_REMEMBER_MS : REFRESH_TTL_SESSION_MS));
  await tx.execute(sql`
    INSERT INTO auth_tokens (customer_id, token_hash, kind, family_id, remember, expires_at) VALUES
      (${customerId}, ${access.hash}, 'access', ${familyId}, ${remember}, ${accessExpires}),
      (${customerId}, ${refresh.hash}, 'refresh', ${familyId}, ${remember}, ${refreshExpires})`);
  return {
    access: { token: access.token, expiresAt: accessExpires },
    refresh: { token: refresh.token, expiresAt: refreshExpires, remember },
    familyId,
  };
}

/** The tokens of a new login. */
export function issueLogin(tx: Queryable, customerId: number, remember: boolean, now = Date.now()): Promise<IssuedTokens> {
  return issue(tx, customerId, randomUUID(), remember, now);
}

/**
 * A login: whose it is, and the countries where the customer has an address the shop validated
 * as a business with a VAT number (the cart prices those without Dutch VAT, ../../lib/vat.ts).
 */
export type Session = { customerId: number; familyId: string; businessCountries: string[] };

/**
 * One query per call: the token, and the business countries in the same round trip. A page
 * (refresh cookie) also accepts a cookie rotated less than REUSE_GRACE_MS ago while its login
 * lives on: a page loaded while another tab was refreshing still shows the customer logged in.
 */
async function sessionOf(db: Queryable, token: string | null | undefined, kind: 'access' | 'refresh'): Promise<Session | null> {
  if (!isRandomToken(token)) return null;
  const live =
    kind === 'access'
      ? sql`t.revoked_at IS NULL`
      : sql`(t.revoked_at IS NULL OR (
      t.revoked_at > now() - make_interval(secs => ${REUSE_GRACE_MS / 1000}) AND EXISTS (
        SELECT 1 FROM auth_tokens f WHERE f.family_id = t.family_id AND f.kind = 'refresh' AND f.revoked_at IS NULL AND f.expires_at > now())))`;
  const found = await preparedRows(
    db,
    sessionRow,
    sql`
    SELECT t.customer_id, t.family_id, (
        SELECT string_agg(DISTINCT trim(a.country_id), ',') FROM customer_addresses a
        WHERE a.customer_id = t.customer_id AND a.validated = 1 AND a.vat_number IS NOT NULL AND a.vat_number <> ''
      ) AS business_countries
    FROM auth_tokens t
    WHERE t.token_hash = ${hashToken(token)} AND t.kind = ${kind} AND ${live} AND t.expires_at > now()`,
  );
  const row = found[0];
  if (!row) return null;
  return { customerId: row.customer_id, familyId: row.family_id, businessCountries: row.business_countries ? row.business_countries.split(',') : [] };
}

/** Who a bearer token belongs to; null for anything unknown, expired or revoked. */
export const sessionOfBearer = (db: Queryable, token: string | null): Promise<Session | null> => sessionOf(db, token, 'access');

/** Who a refresh cookie belongs to, without renewing it (server-rendered pages). */
export const sessionOfRefreshCookie = (db: Queryable, token: string | undefined): Promise<Session | null> => sessionOf(db, token, 'refresh');

export type Refreshed = { status: 'ok'; customerId: number; tokens: IssuedTokens } | { status: 'invalid' | 'reused' };

/** Replaces a refresh token by new tokens of the same login; a reused one revokes the login. */
export async function refreshLogin(tx: Queryable, token: string | undefined, now = Date.now()): Promise<Refreshed> {
  if (!isRandomToken(token)) return { status: 'invalid' };
  const found = await rows(
    tx,
    refreshRow,
    sql`
    SELECT id, customer_id, family_id, remember, revoked_at, expires_at FROM auth_tokens
    WHERE token_hash = ${hashToken(token)} AND kind = 'refresh' FOR UPDATE`,
  );
  const row = found[0];
  if (!row) return { status: 'invalid' };
  if (row.revoked_at !== null) {
    // Two tabs refreshing at the same moment both send the same cookie: the second, within a
    // few seconds of the first, is the owner too, as long as the login lives on (a logout, a
    // password reset or a detected copy revoked every token of it, the replacement too).
    // Later, it can only be a copy.
    if (now - row.revoked_at.getTime() < REUSE_GRACE_MS && (await familyAlive(tx, row.family_id))) {
      return { status: 'ok', customerId: row.customer_id, tokens: await issue(tx, row.customer_id, row.family_id, row.remember, now) };
    }
    await revokeFamily(tx, row.family_id);
    return { status: 'reused' };
  }
  if (row.expires_at.getTime() <= now) return { status: 'invalid' };
  await tx.execute(sql`UPDATE auth_tokens SET revoked_at = now(), last_used_at = now() WHERE id = ${row.id}`);
  return { status: 'ok', customerId: row.customer_id, tokens: await issue(tx, row.customer_id, row.family_id, row.remember, now) };
}

/** The login still has a refresh token that works (the one that replaced a rotated cookie). */
async function familyAlive(tx: Queryable, familyId: string): Promise<boolean> {
  const found = await rows(
    tx,
    idRow,
    sql`
    SELECT id FROM auth_tokens WHERE family_id = ${familyId} AND kind = 'refresh' AND revoked_at IS NULL AND expires_at > now() LIMIT 1`,
  );
  return found.length > 0;
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.execute(sql`UPDATE auth_tokens SET revoked_at = now() WHERE family_id = ${familyId} AND revoked_at IS NULL`);
}

/** Every login of the customer (all devices), except one family when given (the one changing the password). */
export async function revokeCustomerLogins(db: Queryable, customerId: number, keepFamily: string | null = null): Promise<void> {
  await db.execute(sql`
    UPDATE auth_tokens SET revoked_at = now()
    WHERE customer_id = ${customerId} AND revoked_at IS NULL ${keepFamily ? sql`AND family_id <> ${keepFamily}` : sql``}`);
}

/** Tokens expired or revoked for a day are of no use any more, not even to detect reuse. */
export async function purgeOldTokens(db: Queryable): Promise<void> {
  await db.execute(sql`DELETE FROM auth_tokens WHERE expires_at < now() - interval '1 day'`);
}
