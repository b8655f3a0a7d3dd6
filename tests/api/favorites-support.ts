/**
 * Shared set-up of the favourites API tests (not a test file itself): customers of their own,
 * and the favourites calls with a bearer token. On PostgreSQL every test file of the run shares
 * one database, so each test makes its own customer and never touches anyone else's favourites.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows } from '#src/server/db/query.ts';
import { issueLogin } from '#src/server/auth/tokens.ts';
import type { ShopClient, Answer } from '../helpers/shop-client.ts';
import type { Shop } from './cart-support.ts';

/**
 * A customer made straight in the database, with a bearer token, as after a login (the login
 * itself is tested once through /api/login; here it would only meet the login rate limits).
 */
export async function freshCustomer(shop: Shop): Promise<{ customerId: number; token: string }> {
  const db = shop.database.db;
  const [row] = await rows<{ id: number }>(
    db,
    sql`
    INSERT INTO customers (email, password_hash, firstname, lastname)
    VALUES (${`fav-${randomUUID()}@test.example`}, 'not-a-password-hash', 'Fav', 'Tester') RETURNING id`,
  );
  if (!row) throw new Error('no customer made');
  const tokens = await issueLogin(db, row.id, false);
  return { customerId: row.id, token: tokens.access.token };
}

/** The favourites calls of one caller; `token` null is a guest. */
export function favoritesOf(client: ShopClient, token: string | null) {
  const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  return {
    list: (): Promise<Answer> => client.get('/api/favorites', { headers: auth }),
    add: (body: unknown): Promise<Answer> => client.post('/api/favorites', body, { headers: auth }),
    remove: (body?: unknown): Promise<Answer> => client.send('DELETE', '/api/favorites', { body, csrf: true, headers: auth }),
    toggle: (id: number | string, body: unknown = { id: Number(id), type: 'product' }): Promise<Answer> =>
      client.post(`/api/toggle-favorite/${id}`, body, { headers: auth }),
  };
}

/** Ids of a favourites answer in its order. */
export const idsOf = (res: Answer): number[] => res.body.ids as number[];
