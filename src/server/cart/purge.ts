/**
 * Guest carts past their 30 days and request keys past a day are deleted now and then by
 * whichever instance creates carts (../http/housekeeping.ts: at most once an hour per process,
 * after the creating transaction, never in a request's way).
 */
import { db } from '../database.ts';
import { hourly } from '../http/housekeeping.ts';
import { purgeExpired } from './repository.ts';

export const purgeExpiredCartsSometimes = hourly('purging expired carts', async () => {
  const removed = await purgeExpired(await db());
  if (removed > 0) console.log(`[cart] removed ${removed} expired guest cart(s)`);
});
