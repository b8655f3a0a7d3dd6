/**
 * The customer's own data (docs/accounts.md, your data): the document of GET
 * /api/account/export and the deletion of the account, POST /api/account/delete. Money leaves
 * the server as euro amounts with two decimals, computed in cents.
 */
import * as z from 'zod/mini';
import { ORDER_STATUSES } from '#src/lib/account/order-status.ts';
import { REVIEW_STATUSES } from '#src/lib/reviews.ts';
import { ACCOUNT_TYPES, addressAnswer, messageAnswer } from '../auth.ts';
import { informationJson } from '../checkout.ts';
import { euros, form, id, jsonObject, request, secret, timestamp } from '../common.ts';
import { notificationSettings } from './notifications.ts';
import { orderAddress } from './orders.ts';

// The customer's own data: GET /api/account/export (docs/accounts.md, your data). The format
// is versioned: a field may be added within a version; renaming, removing or changing the
// meaning of one raises `version`.

export const EXPORT_FORMAT = 'framboos-account-export';
export const EXPORT_VERSION = 1;

const exportOrder = z.strictObject({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  placed_at: timestamp,
  paid_at: z.nullable(timestamp),
  shop: z.string(),
  locale: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  customer_type: z.string(),
  company: z.nullable(z.string()),
  vat_number: z.nullable(z.string()),
  billing_address: orderAddress,
  shipping_address: orderAddress,
  delivery_method: z.nullable(z.string()),
  payment_method: z.nullable(z.string()),
  coupon_code: z.nullable(z.string()),
  /** Excl. VAT, as on the order; total incl. VAT. */
  subtotal: euros,
  discount: euros,
  shipping: euros,
  tax: euros,
  total: euros,
  tracking_url: z.nullable(z.string()),
  invoice: z.nullable(z.strictObject({ number: z.string(), date: timestamp })),
  lines: z.array(
    z.strictObject({
      sku: z.string(),
      name: z.string(),
      quantity: z.int(),
      price: euros,
      price_with_tax: euros,
      tax_rate: z.number(),
      parts: z.array(z.strictObject({ name: z.string(), quantity: z.int() })),
    }),
  ),
});

const exportProduct = { product_id: id, sku: z.nullable(z.string()), name: z.nullable(z.string()) };

export const accountExportAnswer = z.strictObject({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exported_at: timestamp,
  /** Who keeps the data (the controller) and where to ask about it. */
  shop: z.strictObject({ name: z.string(), address: z.string(), email: z.string() }),
  customer: z.strictObject({
    id,
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    account_type: z.enum(ACCOUNT_TYPES),
    locale: z.string(),
    created_at: timestamp,
    updated_at: timestamp,
  }),
  addresses: z.array(addressAnswer),
  notification_settings: notificationSettings,
  /** The newsletter sign-up of the account's e-mail address, when there is one. */
  newsletter_subscription: z.nullable(
    z.strictObject({
      status: z.string(),
      consented_at: timestamp,
      confirmed_at: z.nullable(timestamp),
      unsubscribed_at: z.nullable(timestamp),
      projects: z.boolean(),
    }),
  ),
  orders: z.array(exportOrder),
  reviews: z.array(
    z.strictObject({
      ...exportProduct,
      author: z.string(),
      rating: z.int(),
      title: z.nullable(z.string()),
      body: z.string(),
      locale: z.string(),
      status: z.enum(REVIEW_STATUSES),
      written_at: timestamp,
      moderated_at: z.nullable(timestamp),
    }),
  ),
  favorites: z.array(z.strictObject({ ...exportProduct, added_at: timestamp })),
  cart: z.nullable(
    z.strictObject({
      country_id: z.nullable(z.string()),
      locale: z.string(),
      updated_at: timestamp,
      lines: z.array(z.strictObject({ ...exportProduct, quantity: z.int(), parts: z.array(z.strictObject({ product_id: id, quantity: z.int() })) })),
      coupons: z.array(z.string()),
      /** The details, delivery and payment method saved in a checkout not finished yet. */
      checkout: z.nullable(
        z.strictObject({ information: z.nullable(informationJson), delivery_method: z.nullable(z.string()), payment_method: z.nullable(z.string()) }),
      ),
    }),
  ),
  coupons: z.array(
    z.strictObject({
      code: z.string(),
      type: z.union([z.literal(1), z.literal(2)]),
      amount: z.number(),
      min_order: euros,
      starts_at: z.nullable(timestamp),
      ends_at: z.nullable(timestamp),
      usage_limit: z.nullable(z.int()),
      times_used: z.int(),
      active: z.boolean(),
    }),
  ),
  /** Each login (one per device and browser), never its tokens. */
  logins: z.array(
    z.strictObject({
      started_at: timestamp,
      last_active_at: timestamp,
      remember: z.boolean(),
      expires_at: z.nullable(timestamp),
      active: z.boolean(),
      current: z.boolean(),
    }),
  ),
  /** Requests of a password reset link, never the link itself. */
  password_resets: z.array(z.strictObject({ requested_at: timestamp, expires_at: timestamp, used_at: z.nullable(timestamp) })),
  /** Requests to link earlier guest orders, never the code. */
  order_sync_requests: z.array(
    z.strictObject({
      requested_at: timestamp,
      confirmed_at: z.nullable(timestamp),
      orders_found: z.int(),
      orders_linked: z.int(),
      finished_at: z.nullable(timestamp),
    }),
  ),
});

export type AccountExportJson = z.infer<typeof accountExportAnswer>;

/**
 * POST /api/account/delete `{ current_password, confirm }`: the current password proves the
 * owner, and the box says they mean it (docs/accounts.md, your data).
 */
export const deleteAccountRequest = request({
  body: jsonObject(
    form((f) => {
      const currentPassword = f.field('current_password', secret('account.errors.currentPasswordRequired'), '');
      if (f.raw.confirm !== true) f.problem('confirm', 'account.errors.confirmDelete');
      return { currentPassword };
    }),
  ),
});

/** POST /api/account/delete. */
export const deleteAccountAnswer = messageAnswer;
