/**
 * What a destination offers (docs/checkout.md, delivery and payment): the countries the shop
 * ships to, the delivery methods with their rate for a country, and the payment methods that
 * take payments from it. Read from the database; the lists change rarely, so they are kept a
 * few minutes per process.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALE_ISO, type Locale } from '#src/lib/locales.ts';
import type { LocalizedText } from '../db/schema.ts';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { fixedText, int, localizedText } from '../db/decode.ts';
import { ttlCache } from '../cache.ts';

// ---------------------------------------------------------------------------------------------
// Countries

const countryRow = z.object({
  id: fixedText,
  name_en: z.string(),
  name_nl: z.string(),
  name_de: z.string(),
  phonecode: z.string(),
  is_eu_member: z.boolean(),
});
type CountryRow = z.output<typeof countryRow>;

export type CheckoutCountry = { id: string; name: string; phonecode: string; isEu: boolean };

const loadCountries = (db: Queryable): Promise<CountryRow[]> =>
  rows(db, countryRow, sql`SELECT id, name_en, name_nl, name_de, phonecode, is_eu_member FROM countries ORDER BY position, id`);

const countries = ttlCache<'all', CountryRow[]>(10 * 60_000, async () => loadCountries(await db()));

/** Each locale's sorted list, kept while the list read from the database is the same. */
const sortedByList = new WeakMap<CountryRow[], Map<Locale, readonly CheckoutCountry[]>>();

/**
 * The countries the shop delivers to, named in `locale` and sorted by that name. Every product
 * page asks (its delivery promise names the country), so the sorted list is kept with the list
 * it was made from rather than sorted with a new collator on every render.
 */
export async function checkoutCountries(locale: Locale): Promise<readonly CheckoutCountry[]> {
  const list = await countries.get('all');
  let sorted = sortedByList.get(list);
  if (!sorted) {
    sorted = new Map();
    sortedByList.set(list, sorted);
  }
  let named = sorted.get(locale);
  if (!named) {
    const collator = new Intl.Collator(LOCALE_ISO[locale]);
    named = list
      .map((c) => ({ id: c.id, name: locale === 'nl' ? c.name_nl : locale === 'de' ? c.name_de : c.name_en, phonecode: c.phonecode, isEu: c.is_eu_member }))
      .sort((a, b) => collator.compare(a.name, b.name));
    sorted.set(locale, named);
  }
  return named;
}

/** Whether the shop knows (and so delivers to) a country. */
export async function isKnownCountry(id: string): Promise<boolean> {
  return (await countries.get('all')).some((c) => c.id === id);
}

// ---------------------------------------------------------------------------------------------
// Delivery methods

const rateRow = z.object({
  id: z.string(),
  name: localizedText,
  carrier: z.string(),
  is_pickup: z.boolean(),
  price_cents: int,
  free_from_incl_cents: int.nullable(),
  min_days: int,
  max_days: int,
});

export type DeliveryRate = {
  id: string;
  name: string;
  carrier: string;
  pickup: boolean;
  /** Excl. VAT. */
  priceCents: number;
  freeFromInclCents: number | null;
  minDays: number;
  maxDays: number;
};

/**
 * The delivery methods to `country`, each with its own rate for the country or else its rate
 * for every destination ('*'); a method with neither does not deliver there.
 */
export async function loadDeliveryRates(db: Queryable, country: string, locale: Locale): Promise<DeliveryRate[]> {
  const found = await rows(
    db,
    rateRow,
    sql`
    SELECT DISTINCT ON (m.position, m.id) m.id, m.name, m.carrier, m.is_pickup, r.price_cents, r.free_from_incl_cents, r.min_days, r.max_days
    FROM delivery_methods m JOIN delivery_rates r ON r.method_id = m.id AND r.country_id IN (${country}, '*')
    WHERE m.is_active
    ORDER BY m.position, m.id, (r.country_id = '*')`,
  );
  return found.map((r) => ({
    id: r.id,
    name: nameIn(r.name, locale),
    carrier: r.carrier,
    pickup: r.is_pickup,
    priceCents: r.price_cents,
    freeFromInclCents: r.free_from_incl_cents,
    minDays: r.min_days,
    maxDays: r.max_days,
  }));
}

const nameIn = (name: Partial<LocalizedText>, locale: Locale): string => name[locale] ?? name.en ?? name.nl ?? name.de ?? '';

/** What a delivery costs (excl. VAT) for goods worth `goodsInclCents` as charged: nothing from the method's threshold on. */
export function deliveryPriceCents(rate: Pick<DeliveryRate, 'priceCents' | 'freeFromInclCents'>, goodsInclCents: number): number {
  return rate.freeFromInclCents !== null && goodsInclCents >= rate.freeFromInclCents ? 0 : rate.priceCents;
}

// ---------------------------------------------------------------------------------------------
// Payment methods

const paymentRow = z.object({ id: z.string(), name: z.string(), image_url: z.string(), countries: z.array(z.string()) });

export type PaymentMethodRow = { id: string; name: string; imageUrl: string; countries: string[] };

async function loadPaymentMethods(db: Queryable): Promise<PaymentMethodRow[]> {
  const found = await rows(db, paymentRow, sql`SELECT id, name, image_url, countries FROM payment_methods WHERE is_active ORDER BY position, id`);
  return found.map((r) => ({ id: r.id, name: r.name, imageUrl: r.image_url, countries: r.countries }));
}

const paymentMethods = ttlCache<'all', PaymentMethodRow[]>(5 * 60_000, async () => loadPaymentMethods(await db()));

/** The active payment methods that take payments from `country` (those for 'ALL' included); every active one without a country. */
export async function paymentMethodsFor(country: string | null): Promise<PaymentMethodRow[]> {
  const all = await paymentMethods.get('all');
  return country === null ? all : all.filter((m) => m.countries.includes('ALL') || m.countries.includes(country));
}

// ---------------------------------------------------------------------------------------------
// The standard delivery: what the product page and the cart tell before the checkout

const standardRates = ttlCache<string, DeliveryRate | null>(5 * 60_000, async (key) => {
  const [country = 'NL', locale = 'en'] = key.split(':');
  const rates = await loadDeliveryRates(await db(), country, locale as Locale);
  return rates.find((r) => !r.pickup) ?? null;
});

/**
 * The method the product page and the cart quote (docs/cart.md, delivery in the cart): the
 * shop's first method that ships to `country` (pick-up excluded), its rate kept five minutes per
 * process; null when nothing ships there. The checkout offers every method.
 */
export function standardDelivery(country: string, locale: Locale): Promise<DeliveryRate | null> {
  return standardRates.get(`${country}:${locale}`);
}
