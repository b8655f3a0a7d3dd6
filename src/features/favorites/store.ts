/**
 * The favourites store (docs/accounts.md, favourites; local-storage key `favoriteProducts`; calls
 * in docs/api.md, favourites).
 *
 * A guest's favourites live in this browser only, under `favoriteProducts` (product ids, newest
 * first, read leniently); other tabs follow through `storage` events. A logged-in customer's
 * are the server's: at login the guest's ids are merged into the server's list (POST
 * /api/favorites) and the local copy is dropped; at logout the list is cleared.
 *
 * Like the cart (ADR 0009), what the shopper sees is the last list the server answered with
 * this tab's changes laid over it, so a failed change needs no hand-made undo: it is dropped,
 * and the shopper is told. Changes go out one at a time, in click order, after the server's
 * list is known; each is compared with that list first, so a click never flips a favourite the
 * wrong way (the API's call is a toggle). Other tabs of the same customer hear of every
 * confirmed change on a BroadcastChannel.
 */
import { atom, computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { apiCall, usable, type ApiFailure, type ApiResult } from '../http/api.ts';
import { pushToDataLayer } from '../shared/data-layer.ts';
import { decodeFavoriteIds, favoritesView, MAX_IDS_PER_CALL, withFavorite, type FavoriteChange } from '#src/lib/favorites/list.ts';
import type { FavoriteProductJson, FavoritesAnswer, ToggleAnswer } from '#src/lib/favorites/types.ts';
import { fill } from '#src/lib/text.ts';
import { $auth, onAuthChange } from '../auth/store.ts';

export type FavoritesMessages = { fetch: string; add: string; remove: string; network: string; added: string; removed: string };

/** The default messages (docs/errors.md, favourites), used until the page configures its language. */
const ENGLISH: FavoritesMessages = {
  fetch: 'Failed to fetch favourites',
  add: 'Failed to add to favourites',
  remove: 'Failed to remove from favourites',
  network: 'No connection to the shop. Please try again.',
  added: '{{name}} was added to your favourites.',
  removed: '{{name}} was removed from your favourites.',
};

let messages = ENGLISH;

export function configureFavorites(options: { messages?: Partial<FavoritesMessages> }): void {
  messages = { ...ENGLISH, ...options.messages };
}

export type FavoritesFailure = { success: false; message: string; status?: number };
export type FavoritesResult = { success: true } | FavoritesFailure;
export type FavoritesNotice = { seq: number; kind: 'info' | 'error'; text: string };

/** The guest's list; an empty list removes the key (the local copy is dropped; docs/browser-state.md). */
export const $localFavorites = persistentAtom<number[]>('favoriteProducts', [], {
  encode: (ids) => (ids.length ? JSON.stringify(ids) : undefined),
  decode: decodeFavoriteIds,
});
/** The logged-in customer's list as the server last answered; null until it has. */
export const $serverFavorites = atom<number[] | null>(null);
const $changes = atom<(FavoriteChange & { seq: number })[]>([]);
export const $favoritesNotice = atom<FavoritesNotice | null>(null);
/** What the server told about products in favourites answers, by id (the favourites page shows them). */
export const $favoriteDetails = atom<Readonly<Record<number, FavoriteProductJson>>>({});

export type FavoritesView = { ids: number[]; loggedIn: boolean; ready: boolean };

export const $favorites = computed([$auth, $localFavorites, $serverFavorites, $changes], (auth, local, server, changes): FavoritesView => {
  const loggedIn = auth.token !== null;
  // Right after a login the guest's ids are on their way into the server's list: they stay in view.
  const base = loggedIn ? (server ?? local) : local;
  return { ids: favoritesView(base, changes), loggedIn, ready: !loggedIn || server !== null };
});

export const isFavorite = (id: number): boolean => $favorites.get().ids.includes(id);
const loggedIn = () => $auth.get().token !== null;

let seq = 0;
let queue: Promise<unknown> = Promise.resolve();

/** Runs server calls one after another, in the order they were asked for. */
function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

function notify(kind: FavoritesNotice['kind'], text: string): void {
  $favoritesNotice.set({ seq: ++seq, kind, text });
}

function failure(result: ApiFailure, fallback: keyof FavoritesMessages): FavoritesFailure {
  return { success: false, message: result.message ?? (result.status === 0 ? messages.network : messages[fallback]), status: result.status };
}

const channel = typeof window !== 'undefined' && 'BroadcastChannel' in window ? new BroadcastChannel('favorites') : null;

/** A list answer as the store reads it: the ids, the products and the variants. */
function isList(data: unknown): boolean {
  const list = data as Partial<FavoritesAnswer> | null;
  return [list?.ids, list?.products, list?.variants].every(Array.isArray);
}

/** A list the server answered becomes the base; its products are remembered for the page. */
function acceptList(answer: FavoritesAnswer): void {
  rememberFavoriteDetails(answer);
  $serverFavorites.set(answer.ids);
}

function tellOtherTabs(): void {
  channel?.postMessage({ user: $auth.get().user?.id ?? null, ids: $serverFavorites.get() });
}

/** Counts logins seen by this tab, so a list loaded for one login is never taken for the next. */
let login = loggedIn() ? 1 : 0;
let synced: { login: number; run: Promise<FavoritesResult> } | null = null;

/**
 * The server's list, with this browser's guest favourites merged into it first (docs/accounts.md,
 * favourites); the merged ids leave local storage. Not queued itself: its callers hold the queue.
 */
async function loadList(): Promise<FavoritesResult> {
  if (!loggedIn()) return { success: true };
  const mine = login;
  const local = $localFavorites.get();
  let answer: ApiResult<unknown> | null = null;
  // Oldest first: each call's ids become newer than the last's, so the newest end on top.
  for (let end = local.length; end > 0 && (answer?.ok ?? true); end -= MAX_IDS_PER_CALL) {
    answer = await apiCall('POST', '/api/favorites', {
      body: { ids: local.slice(Math.max(0, end - MAX_IDS_PER_CALL), end) },
      retryable: true,
    });
  }
  // The last answer holds the whole list.
  const result = usable<FavoritesAnswer>(answer ?? (await apiCall('GET', '/api/favorites', { retryable: true })), isList, 'favorites');
  if (mine !== login) return { success: true };
  if (!result.ok) {
    console.error('[favorites] loading the list failed:', result.status, result.message);
    return failure(result, 'fetch');
  }
  acceptList(result.data);
  $localFavorites.set($localFavorites.get().filter((id) => !local.includes(id)));
  return { success: true };
}

/** Logged in: loads the server's list (see loadList), once per login and page unless it failed. */
export function syncFavorites(): Promise<FavoritesResult> {
  if (!loggedIn()) return Promise.resolve({ success: true });
  if (synced?.login === login) return synced.run;
  const mine = login;
  const run = enqueue(async () => {
    const outcome = await loadList();
    if (!outcome.success && synced?.login === mine) synced = null;
    return outcome;
  });
  synced = { login: mine, run };
  return run;
}

/** Starts the store on a page: a logged-in customer's list is loaded. */
export const initFavorites = (): Promise<FavoritesResult> => syncFavorites();

/**
 * After a change whose answer was lost (no answer, a server error) or could not be read (a
 * success that was refused), the server's list is asked again: it may or may not have taken it.
 */
function refreshAfterLoss(result: ApiFailure): void {
  if (result.status >= 300 && result.status < 500) return;
  synced = null;
  void syncFavorites();
}

/** Toggles on the server until `id` is in (or out of) the list the server answered; at most twice. */
async function sendChange(id: number, on: boolean): Promise<ApiResult<unknown>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const server = $serverFavorites.get() ?? [];
    if (server.includes(id) === on) break;
    const answer = await apiCall('POST', `/api/toggle-favorite/${id}`, { body: { id, type: 'product' } });
    const result = usable<ToggleAnswer>(answer, (data) => typeof (data as Partial<ToggleAnswer> | null)?.favorited === 'boolean', 'favorites');
    if (!result.ok) return result;
    $serverFavorites.set(withFavorite($serverFavorites.get() ?? [], id, result.data.favorited));
    pushToDataLayer(result.data.gtm_event);
    tellOtherTabs();
  }
  return { ok: true, status: 200, data: null };
}

/** Puts a product in (or out of) the favourites; `name` is for the notice. */
export function setFavorite(id: number, on: boolean, name = ''): Promise<FavoritesResult> {
  const done = (): FavoritesResult => {
    notify('info', fill(on ? messages.added : messages.removed, { name }));
    return { success: true };
  };
  if (!loggedIn()) {
    $localFavorites.set(withFavorite($localFavorites.get(), id, on));
    return Promise.resolve(done());
  }
  const change = { id, on, seq: ++seq };
  $changes.set([...$changes.get(), change]);
  return enqueue(async (): Promise<FavoritesResult> => {
    try {
      if (!loggedIn()) return { success: false, message: messages[on ? 'add' : 'remove'] };
      if ($serverFavorites.get() === null) {
        // The change is compared with the server's list: loaded here when it is not yet (or its
        // load failed), inside this queued task, since awaiting the queue from here would wait forever.
        const loaded = await loadList();
        if (!loaded.success) {
          notify('error', loaded.message);
          return loaded;
        }
        synced = { login, run: Promise.resolve(loaded) };
      }
      const result = await sendChange(id, on);
      if (result.ok) return done();
      const outcome = failure(result, on ? 'add' : 'remove');
      notify('error', outcome.message);
      refreshAfterLoss(result);
      return outcome;
    } finally {
      $changes.set($changes.get().filter((c) => c.seq !== change.seq));
    }
  });
}

export const toggleFavorite = (id: number, name = ''): Promise<FavoritesResult> => setFavorite(id, !isFavorite(id), name);

/**
 * Drops ids the shop no longer sells from a guest's list (the favourites page learns which
 * from the public read); a customer's list is the server's and never has them.
 */
export function forgetFavorites(ids: readonly number[]): void {
  if (loggedIn() || ids.length === 0) return;
  $localFavorites.set($localFavorites.get().filter((id) => !ids.includes(id)));
}

/** Remembers products read for the favourites page. */
export function rememberFavoriteDetails(answer: FavoritesAnswer): void {
  const details = { ...$favoriteDetails.get() };
  for (const item of [...answer.products, ...answer.variants]) details[item.id] = item;
  $favoriteDetails.set(details);
}

// A login or logout in this tab (the auth store's hooks) or in another (its storage event).
let wasLoggedIn = loggedIn();
$auth.listen((state) => {
  const now = state.token !== null;
  if (now === wasLoggedIn) return;
  wasLoggedIn = now;
  login++;
  synced = null;
  $serverFavorites.set(null);
  $changes.set([]);
  if (now) void syncFavorites();
});

onAuthChange(async ({ kind }) => {
  if (kind === 'login') {
    await syncFavorites();
    return;
  }
  // A login that merely ended keeps the guest's list; changes of the login follow $auth above.
  if (kind !== 'logout') return;
  // On logout the list is cleared, the local copy too.
  $localFavorites.set([]);
  $favoriteDetails.set({});
});

channel?.addEventListener('message', (event: MessageEvent<{ user?: unknown; ids?: unknown }>) => {
  const { user, ids } = event.data ?? {};
  if (!loggedIn() || user !== ($auth.get().user?.id ?? null) || !Array.isArray(ids)) return;
  $serverFavorites.set(decodeFavoriteIds(JSON.stringify(ids)));
});
