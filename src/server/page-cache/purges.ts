/**
 * Purges reach every instance (docs/page-cache.md, invalidation): the database's triggers log the
 * tags a committed change touches and notify `page_cache`; this reads the log on each
 * notification, and every few seconds in case a notification was lost, and marks the pages with
 * those tags stale. It also makes the data caches load again, so a page rendered after a purge is
 * drawn from the changed data.
 *
 * The log is read by time, not by the last id seen: ids are taken when a row is written but
 * become visible at commit, so a later id can be seen before an earlier one. Rows of the last
 * minute are read each time and ids already applied are skipped.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rows } from '../db/query.ts';
import type { Database, Db } from '../db/client.ts';
import { database } from '../database.ts';
import { expireDataCaches } from '../cache.ts';
import { notifyBackInStockSometimes } from '../back-in-stock/sign-up.ts';
import { pageStore } from './store.ts';

const CHANNEL = 'page_cache';
const POLL_MS = 5_000;
const WINDOW_S = 60;
const PRUNE_EVERY_MS = 60 * 60_000;

const purgeRow = z.object({ id: z.coerce.number(), tag: z.string() });

const KEY = Symbol.for('webshop.pageCachePurges');
type Holder = { [KEY]?: Listening };

/** Applies the purges in `tags` to the store and the data caches; exported for tests. */
export function applyPurges(tags: ReadonlySet<string>): void {
  if (tags.size === 0) return;
  expireDataCaches();
  const store = pageStore();
  if (tags.has('shell')) store.purgeAll('shell');
  else store.purge(tags);
  // A product changed: its stock may have come back for someone waiting for it.
  if ([...tags].some((tag) => tag.startsWith('p:'))) notifyBackInStockSometimes();
}

function reader(db: Db) {
  const applied = new Map<number, number>(); // id → when applied
  let running: Promise<void> | null = null;
  let again = false;
  let lastPrune = 0;

  async function readOnce(): Promise<void> {
    const logged = await rows(
      db,
      purgeRow,
      sql`SELECT id, tag FROM page_cache_purges WHERE created_at > now() - make_interval(secs => ${WINDOW_S}) ORDER BY id`,
    );
    const now = Date.now();
    const tags = new Set<string>();
    for (const row of logged) {
      const id = Number(row.id);
      if (applied.has(id)) continue;
      applied.set(id, now);
      tags.add(row.tag);
    }
    for (const [id, at] of applied) if (now - at > 2 * WINDOW_S * 1000) applied.delete(id);
    applyPurges(tags);
    if (now - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now;
      await db.execute(sql`DELETE FROM page_cache_purges WHERE created_at < now() - interval '1 day'`);
    }
  }

  /** One read at a time; a notification during a read asks for one more after it. */
  return function read(): void {
    if (running) {
      again = true;
      return;
    }
    running = readOnce()
      .catch((err: unknown) => console.error('[page-cache] reading purges failed:', (err as Error).message))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          read();
        }
      });
  };
}

type Listening = { source: Database; ready: Promise<void>; stop: () => void };

/**
 * Listens once per process and database (resolves when listening; rejects when the database
 * cannot notify, and then nothing may be kept). Another database than before (tests swap
 * them) starts over with an empty store: what was kept came from the other one.
 */
export async function listenForPurges(): Promise<void> {
  const source = await database();
  const holder = globalThis as Holder;
  const current = holder[KEY];
  if (current?.source === source) return current.ready;
  current?.stop();
  pageStore().clear();
  let timer: ReturnType<typeof setInterval> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  const read = reader(source.db);
  const ready = (async () => {
    unlisten = await source.listen(CHANNEL, read);
    timer = setInterval(read, POLL_MS).unref();
  })();
  const listening: Listening = {
    source,
    ready,
    stop: () => {
      clearInterval(timer);
      void unlisten?.().catch(() => undefined);
    },
  };
  holder[KEY] = listening;
  ready.catch(() => {
    if (holder[KEY] === listening) delete holder[KEY];
  });
  return ready;
}
