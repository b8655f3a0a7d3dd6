/**
 * Rules of a favourites list, shared by the server's input checks and the browser store: a
 * list of product ids, newest first, without repeats, bounded. Pure.
 */

/** Favourites one customer (or one browser) keeps at most. */
export const MAX_FAVORITES = 500;
/** Ids one call may name (the login merge sends the guest's list in chunks of this size). */
export const MAX_IDS_PER_CALL = 200;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

/**
 * A list as stored in the browser (`favoriteProducts`), read leniently (docs/browser-state.md): ids
 * as numbers or digit strings, or objects with an `id` (older copies kept whole products); anything
 * else is skipped, and a corrupt value is the empty list.
 * @example decodeFavoriteIds('[3,"7",{"id":9},"x",3]') // [3, 7, 9]
 */
export function decodeFavoriteIds(raw: string | null | undefined): number[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids: number[] = [];
  for (const entry of value) {
    const candidate = typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : entry;
    const id = typeof candidate === 'string' && /^\d{1,10}$/.test(candidate) ? Number(candidate) : candidate;
    if (isId(id) && !ids.includes(id)) ids.push(id);
    if (ids.length >= MAX_FAVORITES) break;
  }
  return ids;
}

/**
 * The list with `id` in (newest first) or out; the same list when nothing changes, and a full
 * list takes no more.
 * @example withFavorite([3, 7], 9, true) // [9, 3, 7]
 */
export function withFavorite(ids: number[], id: number, on: boolean): number[] {
  if (ids.includes(id) === on) return ids;
  if (!on) return ids.filter((x) => x !== id);
  return ids.length >= MAX_FAVORITES ? ids : [id, ...ids];
}

/** A change on its way to the server. */
export type FavoriteChange = { id: number; on: boolean };

/** What the shopper sees: the last known list with the changes still on their way laid over it. */
export function favoritesView(base: readonly number[], changes: readonly FavoriteChange[]): number[] {
  return changes.reduce<number[]>((ids, change) => withFavorite(ids, change.id, change.on), [...base]);
}
