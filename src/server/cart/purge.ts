/**
 * Guest carts past their 30 days and request keys past a day are deleted now and then by
 * whichever instance creates carts: at most once an hour per process, after the creating
 * transaction, never in a request's way. No scheduler is needed and any number of instances
 * may do it (the DELETEs are idempotent).
 */
import { db } from '../database.ts';
import { purgeExpired } from './repository.ts';

const INTERVAL_MS = 60 * 60 * 1000;
let last = 0;

export function purgeExpiredCartsSometimes(now = Date.now()): void {
  if (now - last < INTERVAL_MS) return;
  last = now;
  void (async () => {
    try {
      const removed = await purgeExpired(await db());
      if (removed > 0) console.log(`[cart] removed ${removed} expired guest cart(s)`);
    } catch (err) {
      console.error('[cart] purging expired carts failed:', err instanceof Error ? err.message : err);
    }
  })();
}
