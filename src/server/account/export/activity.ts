/**
 * The account's sign-ups and requests, for the data export: the newsletter sign-up of its
 * address, its logins, password reset requests and order-sync requests. Only when and how, never
 * a token, code or link.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AccountExportJson } from '#src/lib/api/account.ts';
import type { Queryable } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import { int, timestamp } from '#src/server/db/decode.ts';
import { iso, isoOrNull } from '../money.ts';

type Export = AccountExportJson;

const subscriptionRow = z.object({
  status: z.string(),
  consented_at: timestamp,
  confirmed_at: timestamp.nullable(),
  unsubscribed_at: timestamp.nullable(),
  wants_projects: z.boolean(),
});

/**
 * The sign-up of the account's address: its state and the moments of consent. The account's
 * address is not proven at registration, so the name and order type typed at sign-up stay out
 * (docs/adr/0024-your-data.md).
 */
export async function newsletterSubscription(db: Queryable, email: string): Promise<Export['newsletter_subscription']> {
  const [found] = await rows(
    db,
    subscriptionRow,
    sql`
    SELECT status, consented_at, confirmed_at, unsubscribed_at, wants_projects FROM newsletter_subscriptions WHERE email = ${email}`,
  );
  if (!found) return null;
  return {
    status: found.status,
    consented_at: iso(found.consented_at),
    confirmed_at: isoOrNull(found.confirmed_at),
    unsubscribed_at: isoOrNull(found.unsubscribed_at),
    projects: found.wants_projects,
  };
}

const loginRow = z.object({
  family_id: z.string(),
  started_at: timestamp,
  last_active_at: timestamp,
  remember: z.boolean(),
  expires_at: timestamp.nullable(),
  active: z.boolean(),
});

/** One entry per login (its token family): when, how long, whether it still works; never a token or its hash. */
export async function logins(db: Queryable, customerId: number, currentFamily: string): Promise<Export['logins']> {
  const found = await rows(
    db,
    loginRow,
    sql`
    SELECT family_id::text AS family_id, min(created_at) AS started_at, max(greatest(created_at, coalesce(last_used_at, created_at))) AS last_active_at,
      bool_or(remember) AS remember, max(expires_at) FILTER (WHERE kind = 'refresh') AS expires_at,
      bool_or(kind = 'refresh' AND revoked_at IS NULL AND expires_at > now()) AS active
    FROM auth_tokens WHERE customer_id = ${customerId}
    GROUP BY family_id ORDER BY started_at DESC`,
  );
  return found.map((l) => ({
    started_at: iso(l.started_at),
    last_active_at: iso(l.last_active_at),
    remember: l.remember,
    expires_at: isoOrNull(l.expires_at),
    active: l.active,
    current: l.family_id === currentFamily,
  }));
}

const resetRow = z.object({ created_at: timestamp, expires_at: timestamp, used_at: timestamp.nullable() });

export async function passwordResets(db: Queryable, customerId: number): Promise<Export['password_resets']> {
  const found = await rows(
    db,
    resetRow,
    sql`SELECT created_at, expires_at, used_at FROM password_resets WHERE customer_id = ${customerId} ORDER BY created_at, id`,
  );
  return found.map((r) => ({ requested_at: iso(r.created_at), expires_at: iso(r.expires_at), used_at: isoOrNull(r.used_at) }));
}

const syncRow = z.object({ created_at: timestamp, confirmed_at: timestamp.nullable(), total: int, linked: int, finished_at: timestamp.nullable() });

export async function syncRequests(db: Queryable, customerId: number): Promise<Export['order_sync_requests']> {
  const found = await rows(
    db,
    syncRow,
    sql`
    SELECT created_at, confirmed_at, total, linked, finished_at FROM order_sync_requests WHERE customer_id = ${customerId} ORDER BY created_at, id`,
  );
  return found.map((r) => ({
    requested_at: iso(r.created_at),
    confirmed_at: isoOrNull(r.confirmed_at),
    orders_found: r.total,
    orders_linked: r.linked,
    finished_at: isoOrNull(r.finished_at),
  }));
}
