/** Data the header and footer need on every page, cached briefly per locale. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { ttlCache } from '../cache.ts';

const offerBarRow = z.object({ content: z.string(), url: z.string() });
const paymentMethodRow = z.object({ id: z.string(), name: z.string(), image_url: z.string(), countries: z.array(z.string()) });

export type OfferBar = z.output<typeof offerBarRow>;
export type PaymentMethod = { id: string; name: string; imageUrl: string; countries: string[] };

/** The offers of a locale that run now. */
export async function loadOfferBars(db: Queryable, locale: Locale): Promise<OfferBar[]> {
  return rows(
    db,
    offerBarRow,
    sql`
    SELECT content, url FROM offer_bars
    WHERE locale = ${locale} AND is_active
      AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())
    ORDER BY id`,
  );
}

const offersCache = ttlCache<Locale, OfferBar[]>(60_000, async (locale) => loadOfferBars(await db(), locale));

/** Every current offer of a locale (cached a minute); rejects when the database fails. */
export function currentOfferBars(locale: Locale): Promise<OfferBar[]> {
  return offersCache.get(locale);
}

/** One of the current offers of a locale, or null; failures hide the bar (docs/errors.md). */
export async function randomOfferBar(locale: Locale): Promise<OfferBar | null> {
  try {
    const offers = await offersCache.get(locale);
    return offers.length ? offers[Math.floor(Math.random() * offers.length)]! : null;
  } catch (err) {
    console.error('[offers] failed:', (err as Error).message);
    return null;
  }
}

/** The active payment methods in the shop's order. */
export async function loadPaymentMethods(db: Queryable): Promise<PaymentMethod[]> {
  const result = await rows(
    db,
    paymentMethodRow,
    sql`
    SELECT id, name, image_url, countries FROM payment_methods WHERE is_active ORDER BY position, id`,
  );
  return result.map((r) => ({ id: r.id, name: r.name, imageUrl: r.image_url, countries: r.countries }));
}

const paymentCache = ttlCache<'all', PaymentMethod[]>(5 * 60_000, async () => loadPaymentMethods(await db()));

/** Payment methods for the footer: those for the UK or all countries (docs/menus-and-shell.md); empty on failure. */
export async function footerPaymentMethods(): Promise<PaymentMethod[]> {
  try {
    const all = await paymentCache.get('all');
    return all.filter((m) => m.countries.some((c) => c === 'ALL' || c === 'GB' || c === 'UK'));
  } catch (err) {
    console.error('[payments] failed:', (err as Error).message);
    return [];
  }
}
