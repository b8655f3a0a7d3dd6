/**
 * What the favourites calls do (docs/accounts.md, favourites). A logged-in customer's favourites
 * live in the table `favorites`; a guest keeps them in the browser and only reads product facts
 * here. Writes of one customer run one at a time (the customer's row is locked), so the cap of
 * MAX_FAVORITES holds under parallel calls, and every write is safe to repeat except the toggle,
 * which the API defines as a flip.
 */
import type { Locale } from '#src/lib/locales.ts';
import { MAX_FAVORITES } from '#src/lib/favorites/list.ts';
import type { Queryable } from '../db/client.ts';
import { db } from '../database.ts';
import { ApiError } from '../http/api-error.ts';
import type { ProductFacts } from '../cart/facts.ts';
import { countFavorites, customerFavorites, deleteFavorites, insertFavorites, lockCustomer, productsOnSale } from './repository.ts';

async function inCustomerLock<T>(customerId: number, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const conn = await db();
  return conn.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    return work(tx);
  });
}

export async function listFavorites(customerId: number, locale: Locale): Promise<ProductFacts[]> {
  return customerFavorites(await db(), customerId, locale);
}

/** Guests' favourites: facts of the products on sale among `ids`, in their order. */
export async function readProducts(ids: readonly number[], locale: Locale): Promise<ProductFacts[]> {
  return productsOnSale(await db(), ids, locale);
}

/**
 * Adds many (the login merge): unknown and withdrawn ids are skipped, ids already kept
 * change nothing, and a list that would pass the cap is cut (the first ids win: the browser
 * sends newest first). Answers the list afterwards.
 */
export async function addFavorites(customerId: number, ids: readonly number[], locale: Locale): Promise<ProductFacts[]> {
  return inCustomerLock(customerId, async (tx) => {
    const room = MAX_FAVORITES - (await countFavorites(tx, customerId));
    await insertFavorites(tx, customerId, ids, room);
    return customerFavorites(tx, customerId, locale);
  });
}

/** Removes the given favourites (unknown ids are fine), or all with `ids` null. Answers the list afterwards. */
export async function removeFavorites(customerId: number, ids: readonly number[] | null, locale: Locale): Promise<ProductFacts[]> {
  return inCustomerLock(customerId, async (tx) => {
    await deleteFavorites(tx, customerId, ids);
    return customerFavorites(tx, customerId, locale);
  });
}

export type Toggled = { favorited: boolean; product: ProductFacts | null };

/**
 * Flips one product (POST /api/toggle-favorite/{id}). A favourite always goes, even one withdrawn
 * since, so nothing the customer kept is stuck; only a product on sale can come in (404
 * otherwise), and not past the cap (409).
 */
export async function toggleFavorite(customerId: number, productId: number, locale: Locale): Promise<Toggled> {
  return inCustomerLock(customerId, async (tx) => {
    if ((await deleteFavorites(tx, customerId, [productId])) > 0) return { favorited: false, product: null };
    const [product] = await productsOnSale(tx, [productId], locale);
    if (!product) throw new ApiError(404, 'favorites.errors.notFound', { field: 'id' });
    if ((await countFavorites(tx, customerId)) >= MAX_FAVORITES) throw new ApiError(409, 'favorites.errors.full', { params: { max: MAX_FAVORITES } });
    await insertFavorites(tx, customerId, [productId], 1);
    return { favorited: true, product };
  });
}
