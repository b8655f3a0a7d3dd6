/**
 * What the browser and the server share about the customer's own data (docs/accounts.md, your
 * data): the name of the file "Download my data" saves, and the query that tells the home page
 * to say an account was just deleted.
 */
import { SHOP_TIME_ZONE } from '../checkout/delivery-promise.ts';

/**
 * The shop's name and the day of the export in the shop's own time zone, so an export made at
 * 00:30 in Leusden is named after that day whatever the server's or the browser's clock says.
 * @example exportFileName(new Date('2026-03-03T23:30:00Z')) // "framboos-data-2026-03-04.json"
 */
export function exportFileName(at: Date): string {
  // Canadian English writes dates as YYYY-MM-DD.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  return `framboos-data-${day}.json`;
}

/** The home page after a deletion: `?account=deleted` shows the notice (it reads the URL, never the login). */
export const DELETED_QUERY = { name: 'account', value: 'deleted' } as const;
