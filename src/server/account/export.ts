/**
 * "Download my data" (docs/accounts.md, your data): everything the shop keeps about the
 * logged-in customer in one document of a versioned format (EXPORT_VERSION in
 * src/lib/api/account.ts). Every query is scoped to the customer (their id, or for the
 * newsletter the account's own e-mail address), and no secret leaves: no password hash, no
 * token or code hash, no reset link.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { COMPANY } from '#src/lib/company.ts';
import type { Locale } from '#src/lib/locales.ts';
import { orderStatus } from '#src/lib/account/order-status.ts';
import { REVIEW_STATUSES, type ReviewStatus } from '#src/lib/reviews.ts';
import { EXPORT_FORMAT, EXPORT_VERSION, type AccountExportJson } from '#src/lib/api/account.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { fixedText, int, timestamp } from '../db/decode.ts';
import { localeFallback } from '../db/locale-order.ts';
import { readDraft } from '../checkout/draft.ts';
import type { Session } from '../auth/tokens.ts';
import { userJson } from '../auth/customers.ts';
import { accountGone } from './errors.ts';
import { euros, iso, isoOrNull } from './money.ts';
import { notificationSettings } from './notifications.ts';

type Export = AccountExportJson;

const customerRow = z.object({ updated_at: timestamp });

/** The product's name in the page's language (or the fallback's), for a product id column `col`. */
const productName = (col: SQL, locale: Locale) => sql`(
  SELECT t.name FROM product_translations t WHERE t.product_id = ${col}
  ORDER BY array_position(${localeFallback(locale)}, t.locale) LIMIT 1)`;

// ---- orders ------------------------------------------------------------------------------------

const orderAddress = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullish(),
  street: z.string(),
  houseNumber: z.string(),
  postcode: z.string(),
  city: z.string(),
  countryId: z.string(),
  phone: z.string().nullish(),
});

const part = z.object({ name: z.string(), quantity: int });

const orderRow = z.object({
  number: z.string(),
  status: z.string(),
  placed_at: timestamp,
  paid_at: timestamp.nullable(),
  shop: z.string(),
  locale: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  customer_type: z.string(),
  company: z.string().nullable(),
  vat_number: z.string().nullable(),
  billing_address: orderAddress,
  shipping_address: orderAddress,
  delivery_method_name: z.string().nullable(),
  payment_method_id: z.string().nullable(),
  coupon_code: z.string().nullable(),
  subtotal_cents: int,
  discount_cents: int,
  shipping_cents: int,
  tax_cents: int,
  total_cents: int,
  tracking_url: z.string().nullable(),
  invoice_number: z.string().nullable(),
  invoiced_at: timestamp.nullable(),
  lines: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      quantity: int,
      unit_price_cents: int,
      unit_price_incl_cents: int,
      tax_rate_bp: int,
      composite_data: z.array(part).nullable().catch(null),
    }),
  ),
});

const address = (a: z.output<typeof orderAddress>) => ({
  firstname: a.firstname,
  lastname: a.lastname,
  company: a.company ?? null,
  street: a.street,
  house_number: a.houseNumber,
  postcode: a.postcode,
  city: a.city,
  country_id: a.countryId,
  phone: a.phone ?? null,
});

async function orders(db: Queryable, customerId: number): Promise<Export['orders']> {
  const found = await rows(
    db,
    orderRow,
    sql`
    SELECT o.number, o.status, o.placed_at, o.paid_at, o.shop, o.locale, o.email, o.phone, o.customer_type, o.company, o.vat_number,
      o.billing_address, o.shipping_address, o.delivery_method_name, o.payment_method_id, o.coupon_code, o.subtotal_cents,
      o.discount_cents, o.shipping_cents, o.tax_cents, o.total_cents, o.tracking_url, o.invoice_number, o.invoiced_at,
      COALESCE((SELECT json_agg(json_build_object('sku', i.sku, 'name', i.name, 'quantity', i.quantity, 'unit_price_cents', i.unit_price_cents,
          'unit_price_incl_cents', i.unit_price_incl_cents, 'tax_rate_bp', i.tax_rate_bp, 'composite_data', i.composite_data) ORDER BY i.id)
        FROM order_items i WHERE i.order_id = o.id), '[]') AS lines
    FROM orders o WHERE o.customer_id = ${customerId} ORDER BY o.placed_at DESC, o.id DESC`,
  );
  return found.map((o) => ({
    number: o.number,
    status: orderStatus(o.status),
    placed_at: iso(o.placed_at),
    paid_at: isoOrNull(o.paid_at),
    shop: o.shop,
    locale: o.locale,
    email: o.email,
    phone: o.phone,
    customer_type: o.customer_type,
    company: o.company,
    vat_number: o.vat_number,
    billing_address: address(o.billing_address),
    shipping_address: address(o.shipping_address),
    delivery_method: o.delivery_method_name,
    payment_method: o.payment_method_id,
    coupon_code: o.coupon_code,
    subtotal: euros(o.subtotal_cents),
    discount: euros(o.discount_cents),
    shipping: euros(o.shipping_cents),
    tax: euros(o.tax_cents),
    total: euros(o.total_cents),
    tracking_url: o.tracking_url,
    invoice: o.invoice_number ? { number: o.invoice_number, date: iso(o.invoiced_at ?? o.paid_at ?? o.placed_at) } : null,
    lines: o.lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      price: euros(l.unit_price_cents),
      price_with_tax: euros(l.unit_price_incl_cents),
      tax_rate: l.tax_rate_bp / 100,
      parts: (l.composite_data ?? []).map((p) => ({ name: p.name, quantity: p.quantity })),
    })),
  }));
}

// ---- reviews, favourites, cart, coupons --------------------------------------------------------

const reviewRow = z.object({
  product_id: int,
  sku: z.string().nullable(),
  name: z.string().nullable(),
  author: z.string(),
  rating: int,
  title: z.string().nullable(),
  body: z.string(),
  locale: z.string(),
  status: z.string(),
  created_at: timestamp,
  moderated_at: timestamp.nullable(),
});

const reviewStatus = (value: string): ReviewStatus => ((REVIEW_STATUSES as readonly string[]).includes(value) ? (value as ReviewStatus) : 'pending');

async function reviews(db: Queryable, customerId: number, locale: Locale): Promise<Export['reviews']> {
  const found = await rows(
    db,
    reviewRow,
    sql`
    SELECT r.product_id, p.sku, ${productName(sql.raw('r.product_id'), locale)} AS name, r.author, r.rating, r.title, r.body, r.locale,
      r.status, r.created_at, r.moderated_at
    FROM product_reviews r LEFT JOIN products p ON p.id = r.product_id
    WHERE r.customer_id = ${customerId} ORDER BY r.created_at, r.id`,
  );
  return found.map((r) => ({
    product_id: r.product_id,
    sku: r.sku,
    name: r.name,
    author: r.author,
    rating: r.rating,
    title: r.title,
    body: r.body,
    locale: r.locale,
    status: reviewStatus(r.status),
    written_at: iso(r.created_at),
    moderated_at: isoOrNull(r.moderated_at),
  }));
}

const favoriteRow = z.object({ product_id: int, sku: z.string().nullable(), name: z.string().nullable(), created_at: timestamp });

async function favorites(db: Queryable, customerId: number, locale: Locale): Promise<Export['favorites']> {
  const found = await rows(
    db,
    favoriteRow,
    sql`
    SELECT f.product_id, p.sku, ${productName(sql.raw('f.product_id'), locale)} AS name, f.created_at
    FROM favorites f LEFT JOIN products p ON p.id = f.product_id
    WHERE f.customer_id = ${customerId} ORDER BY f.created_at DESC, f.id DESC`,
  );
  return found.map((f) => ({ product_id: f.product_id, sku: f.sku, name: f.name, added_at: iso(f.created_at) }));
}

const cartRow = z.object({
  id: z.string(),
  country_id: fixedText.nullable(),
  locale: z.string(),
  updated_at: timestamp,
  coupons: z.array(z.string()),
  draft: z.unknown(),
});
const cartLineRow = z.object({
  product_id: int,
  sku: z.string().nullable(),
  name: z.string().nullable(),
  quantity: int,
  composite_data: z
    .array(z.object({ productId: int, quantity: int }))
    .nullable()
    .catch(null),
});

async function cart(db: Queryable, customerId: number, locale: Locale): Promise<Export['cart']> {
  const [found] = await rows(
    db,
    cartRow,
    sql`
    SELECT c.id, c.country_id, c.locale, c.updated_at,
      COALESCE((SELECT array_agg(k.code ORDER BY k.code) FROM cart_adjustments a JOIN coupons k ON k.id = a.coupon_id WHERE a.cart_id = c.id), '{}') AS coupons,
      (SELECT d.data FROM checkout_drafts d WHERE d.cart_id = c.id) AS draft
    FROM carts c WHERE c.customer_id = ${customerId}`,
  );
  if (!found) return null;
  const lines = await rows(
    db,
    cartLineRow,
    sql`
    SELECT i.product_id, p.sku, ${productName(sql.raw('i.product_id'), locale)} AS name, i.quantity, i.composite_data
    FROM cart_items i LEFT JOIN products p ON p.id = i.product_id
    WHERE i.cart_id = ${found.id} ORDER BY i.id`,
  );
  const draft = found.draft === null ? null : readDraft(found.draft);
  return {
    country_id: found.country_id,
    locale: found.locale,
    updated_at: iso(found.updated_at),
    lines: lines.map((l) => ({
      product_id: l.product_id,
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      parts: (l.composite_data ?? []).map((p) => ({ product_id: p.productId, quantity: p.quantity })),
    })),
    coupons: found.coupons,
    checkout: draft && { information: draft.information, delivery_method: draft.deliveryMethod, payment_method: draft.paymentMethod },
  };
}

const couponRow = z.object({
  code: z.string(),
  type: int,
  amount: int,
  min_order_cents: int,
  starts_at: timestamp.nullable(),
  ends_at: timestamp.nullable(),
  usage_limit: int.nullable(),
  times_used: int,
  is_active: z.boolean(),
});

/** Every personal coupon, withdrawn ones too (the account's coupons screen lists only the usable ones). */
async function coupons(db: Queryable, customerId: number): Promise<Export['coupons']> {
  const found = await rows(
    db,
    couponRow,
    sql`
    SELECT code, type, amount, min_order_cents, starts_at, ends_at, usage_limit, times_used, is_active
    FROM coupons WHERE customer_id = ${customerId} ORDER BY id`,
  );
  return found.map((c) => {
    const type = c.type === 1 ? 1 : 2;
    return {
      code: c.code,
      type,
      amount: type === 1 ? euros(c.amount) : c.amount / 100,
      min_order: euros(c.min_order_cents),
      starts_at: isoOrNull(c.starts_at),
      ends_at: isoOrNull(c.ends_at),
      usage_limit: c.usage_limit,
      times_used: c.times_used,
      active: c.is_active,
    };
  });
}

// ---- newsletter, logins, resets, order sync ----------------------------------------------------

const subscriptionRow = z.object({
  status: z.string(),
  consented_at: timestamp,
  confirmed_at: timestamp.nullable(),
  unsubscribed_at: timestamp.nullable(),
  wants_projects: z.boolean(),
});

/**
 * The sign-up of the account's address: its state and the moments of consent. The account's
 * address is not proven at registration, so the name and order type typed at sign-up stay out
 * (docs/adr/0024-your-data.md).
 */
async function newsletterSubscription(db: Queryable, email: string): Promise<Export['newsletter_subscription']> {
  const [found] = await rows(
    db,
    subscriptionRow,
    sql`
    SELECT status, consented_at, confirmed_at, unsubscribed_at, wants_projects FROM newsletter_subscriptions WHERE email = ${email}`,
  );
  if (!found) return null;
  return {
    status: found.status,
    consented_at: iso(found.consented_at),
    confirmed_at: isoOrNull(found.confirmed_at),
    unsubscribed_at: isoOrNull(found.unsubscribed_at),
    projects: found.wants_projects,
  };
}

const loginRow = z.object({
  family_id: z.string(),
  started_at: timestamp,
  last_active_at: timestamp,
  remember: z.boolean(),
  expires_at: timestamp.nullable(),
  active: z.boolean(),
});

/** One entry per login (its token family): when, how long, whether it still works; never a token or its hash. */
async function logins(db: Queryable, customerId: number, currentFamily: string): Promise<Export['logins']> {
  const found = await rows(
    db,
    loginRow,
    sql`
    SELECT family_id::text AS family_id, min(created_at) AS started_at, max(greatest(created_at, coalesce(last_used_at, created_at))) AS last_active_at,
      bool_or(remember) AS remember, max(expires_at) FILTER (WHERE kind = 'refresh') AS expires_at,
      bool_or(kind = 'refresh' AND revoked_at IS NULL AND expires_at > now()) AS active
    FROM auth_tokens WHERE customer_id = ${customerId}
    GROUP BY family_id ORDER BY started_at DESC`,
  );
  return found.map((l) => ({
    started_at: iso(l.started_at),
    last_active_at: iso(l.last_active_at),
    remember: l.remember,
    expires_at: isoOrNull(l.expires_at),
    active: l.active,
    current: l.family_id === currentFamily,
  }));
}

const resetRow = z.object({ created_at: timestamp, expires_at: timestamp, used_at: timestamp.nullable() });

async function passwordResets(db: Queryable, customerId: number): Promise<Export['password_resets']> {
  const found = await rows(
    db,
    resetRow,
    sql`SELECT created_at, expires_at, used_at FROM password_resets WHERE customer_id = ${customerId} ORDER BY created_at, id`,
  );
  return found.map((r) => ({ requested_at: iso(r.created_at), expires_at: iso(r.expires_at), used_at: isoOrNull(r.used_at) }));
}

const syncRow = z.object({ created_at: timestamp, confirmed_at: timestamp.nullable(), total: int, linked: int, finished_at: timestamp.nullable() });

async function syncRequests(db: Queryable, customerId: number): Promise<Export['order_sync_requests']> {
  const found = await rows(
    db,
    syncRow,
    sql`
    SELECT created_at, confirmed_at, total, linked, finished_at FROM order_sync_requests WHERE customer_id = ${customerId} ORDER BY created_at, id`,
  );
  return found.map((r) => ({
    requested_at: iso(r.created_at),
    confirmed_at: isoOrNull(r.confirmed_at),
    orders_found: r.total,
    orders_linked: r.linked,
    finished_at: isoOrNull(r.finished_at),
  }));
}

/** The whole document for the caller's login; product names in `locale`. */
export async function accountExport(db: Queryable, session: Session, locale: Locale, now = new Date()): Promise<Export> {
  const id = session.customerId;
  const user = await userJson(db, id);
  const [meta] = await rows(db, customerRow, sql`SELECT updated_at FROM customers WHERE id = ${id}`);
  if (!user || !meta) throw accountGone();
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: now.toISOString(),
    shop: { name: COMPANY.legalName, address: `${COMPANY.street}, ${COMPANY.postcode} ${COMPANY.city}, ${COMPANY.country}`, email: COMPANY.email },
    customer: {
      id: user.id,
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      account_type: user.account_type,
      locale: user.locale,
      created_at: user.created_at,
      updated_at: iso(meta.updated_at),
    },
    addresses: user.addresses,
    notification_settings: await notificationSettings(db, id),
    newsletter_subscription: await newsletterSubscription(db, user.email),
    orders: await orders(db, id),
    reviews: await reviews(db, id, locale),
    favorites: await favorites(db, id, locale),
    cart: await cart(db, id, locale),
    coupons: await coupons(db, id),
    logins: await logins(db, id, session.familyId),
    password_resets: await passwordResets(db, id),
    order_sync_requests: await syncRequests(db, id),
  };
}
