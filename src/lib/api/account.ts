/**
 * The account calls (bearer; docs/adr/0011-account.md): personal information, addresses,
 * orders, coupons, downloads, notification settings and the order sync, their requests and
 * answers. Money leaves the server as euro amounts with two decimals, computed in cents. An id
 * in a path that cannot be one answers like an object that does not exist (404).
 */
import * as z from 'zod/mini';
import { ORDER_STATUSES } from '../account/order-status.ts';
import { NOTIFICATION_KEYS } from '../account/types.ts';
import { REVIEW_STATUSES } from '../reviews.ts';
import { normalizeVatNumber } from '../vat.ts';
import { ACCOUNT_TYPES, addressAnswer, emailFormat, messageAnswer, normalizeEmail, passwordLengths, userAnswer, type PasswordPolicy } from './auth.ts';
import { informationJson } from './checkout.ts';
import {
  euros,
  flag,
  form,
  hasControl,
  id,
  jsonObject,
  objectId,
  optionalText,
  pagingQuery,
  report,
  request,
  requiredText,
  secret,
  timestamp,
} from './common.ts';

export const ORDERS_PER_PAGE = 10;
export const MAX_ORDERS_PER_PAGE = 50;

export { NOTIFICATION_KEYS };

// ---------------------------------------------------------------------------------------------
// Requests

/** PUT /api/account/profile `{ firstname, lastname }`. */
export const nameRequest = request({
  body: jsonObject(
    z.object({
      firstname: requiredText(100, 'auth.errors.firstnameRequired'),
      lastname: requiredText(100, 'auth.errors.lastnameRequired'),
    }),
  ),
});

/** PUT /api/account/email `{ email, current_password }`: the address normalised, the current password as proof. */
export const emailRequest = request({
  body: jsonObject(
    form((f) => {
      const email = normalizeEmail(f.field('email', requiredText(254, 'auth.errors.emailInvalid'), ''));
      const raw = f.raw.email;
      if (f.ok && (!emailFormat.safeParse(email).success || (typeof raw === 'string' && hasControl(raw)))) f.problem('email', 'auth.errors.emailInvalid');
      const currentPassword = f.field('current_password', secret('account.errors.currentPasswordRequired'), '');
      return { email, currentPassword };
    }),
  ),
});

/**
 * PUT /api/account/password `{ current_password, password, password_confirmation }`; `policy`
 * judges the new password against the account's e-mail address (the server's whole policy, or
 * the lengths only in a form).
 */
export const passwordRequestWith = /* @__NO_SIDE_EFFECTS__ */ (policy: PasswordPolicy, email: string) =>
  request({
    body: jsonObject(
      form((f) => {
        const currentPassword = f.field('current_password', secret('account.errors.currentPasswordRequired'), '');
        const password = typeof f.raw.password === 'string' ? f.raw.password : '';
        const problem = policy(password, email);
        if (problem) f.problem('password', problem);
        else if (f.raw.password_confirmation !== password) f.problem('password_confirmation', 'auth.errors.passwordConfirmation');
        return { currentPassword, password };
      }),
    ),
  });
export const passwordRequest = passwordRequestWith(passwordLengths, '');

/** Postcode shapes of the shop's main countries; elsewhere letters, digits, spaces and dashes. */
const POSTCODES: Record<string, RegExp> = {
  NL: /^\d{4} ?[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  LU: /^(L-)?\d{4}$/i,
  FR: /^\d{5}$/,
};
const ANY_POSTCODE = /^[A-Z0-9][A-Z0-9 -]{1,14}$/i;
const PHONE = /^\+?[0-9 ()./-]{6,24}$/;
const VAT = /^[A-Z]{2}[0-9A-Z]{2,13}$/;

const vatPrefix = (country: string) => (country === 'GR' ? 'EL' : country);

/**
 * The body of an address (create and change). The country must be one the shop knows
 * (`countryExists`: the server asks its countries table); a VAT number is normalised (upper
 * case, no spaces, dots or dashes), must start with the country's code (Greece: EL) and needs
 * the company it belongs to. `validated` is never read from the customer: only the back office
 * sets it.
 */
export const addressBody = /* @__NO_SIDE_EFFECTS__ */ (countryExists: (id: string) => Promise<boolean>) =>
  jsonObject(
    form(async (f) => {
      const countryId = f.field('country_id', requiredText(2, 'account.errors.countryUnknown'), '').toUpperCase();
      if (!f.has('country_id') && !(/^[A-Z]{2}$/.test(countryId) && (await countryExists(countryId)))) f.problem('country_id', 'account.errors.countryUnknown');
      const street = f.field('street', requiredText(100, 'account.errors.streetRequired'), '');
      const houseNumber = f.field('house_number', requiredText(20, 'account.errors.houseNumberRequired'), '');
      const postcode = f.field('postcode', requiredText(16, 'account.errors.postcodeRequired'), '').toUpperCase();
      // A country's own shape only once the country is known; otherwise the country is the problem.
      const shape = (f.has('country_id') ? undefined : POSTCODES[countryId]) ?? ANY_POSTCODE;
      if (!f.has('postcode') && !shape.test(postcode)) f.problem('postcode', 'account.errors.postcodeInvalid');
      const city = f.field('city', requiredText(100, 'account.errors.cityRequired'), '');
      const company = f.field('company', optionalText(100), null);
      const rawVat = f.field('vat_number', optionalText(32), null);
      const vatNumber = rawVat === null ? null : normalizeVatNumber(rawVat);
      if (vatNumber !== null && !f.has('vat_number')) {
        if (!VAT.test(vatNumber) || (!f.has('country_id') && !vatNumber.startsWith(vatPrefix(countryId))))
          f.problem('vat_number', 'account.errors.vatNumberInvalid');
        else if (company === null) f.problem('company', 'account.errors.companyRequired');
      }
      const phone = f.field('phone', optionalText(24), null);
      if (phone !== null && !PHONE.test(phone)) f.problem('phone', 'account.errors.phoneInvalid');
      const isDefault = f.field('is_default', flag(), undefined) ?? false;
      return { countryId, company, vatNumber, street, houseNumber, postcode, city, phone, isDefault };
    }),
  );

/** An address as the shop's code takes it (adding and changing one). */
export type AddressInput = z.output<ReturnType<typeof addressBody>>;

const addressId = objectId('account.errors.addressNotFound');

/** POST /api/account/addresses with an address. */
export const addressAddRequestWith = /* @__NO_SIDE_EFFECTS__ */ (countryExists: (id: string) => Promise<boolean>) =>
  request({ body: addressBody(countryExists) });
/** PUT /api/account/addresses/{id} with an address. */
export const addressChangeRequestWith = /* @__NO_SIDE_EFFECTS__ */ (countryExists: (id: string) => Promise<boolean>) =>
  request({ params: z.object({ id: addressId }), body: addressBody(countryExists) });
/** DELETE /api/account/addresses/{id}. */
export const addressRemoveRequest = request({ params: z.object({ id: addressId }) });

/** GET /api/account/orders/{id}. */
export const orderRequest = request({ params: z.object({ id: objectId('account.errors.orderNotFound') }) });

/** GET /api/account/orders?page=&per_page=: whole numbers in range (both named when both are wrong). */
export const ordersRequest = request({ query: pagingQuery(ORDERS_PER_PAGE, MAX_ORDERS_PER_PAGE) });

/** PUT /api/account/notifications with any of the settings, each true or false. */
export const notificationsRequest = request({
  body: jsonObject(
    z.object(Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, flag()])) as Record<(typeof NOTIFICATION_KEYS)[number], ReturnType<typeof flag>>),
  ),
});

/** POST /api/account/orders/sync/confirm `{ code }`: the 6 digits of the mail, spaces allowed as people copy them. */
export const syncConfirmRequest = request({
  body: jsonObject(
    z.object({
      code: z.pipe(
        z.optional(z.unknown()),
        z.transform((raw, ctx) => {
          const code = typeof raw === 'string' ? raw.replace(/\s/g, '') : '';
          if (/^\d{6}$/.test(code)) return code;
          return report(ctx, 'account.errors.codeFormat');
        }),
      ),
    }),
  ),
});

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

// ---------------------------------------------------------------------------------------------
// Answers

export const orderSummary = z.strictObject({
  id,
  number: z.string(),
  placed_at: timestamp,
  status: z.enum(ORDER_STATUSES),
  /** What was paid, incl. VAT. */
  total: euros,
  /** Pieces over all lines. */
  item_count: z.int(),
});

/** GET /api/account/orders: a page of orders, newest first. */
export const ordersAnswer = z.strictObject({
  orders: z.array(orderSummary),
  current_page: z.int(),
  last_page: z.int(),
  per_page: z.int(),
  total: z.int(),
});

export const orderAddress = z.strictObject({
  firstname: z.string(),
  lastname: z.string(),
  company: z.nullable(z.string()),
  street: z.string(),
  house_number: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_id: z.string(),
  phone: z.nullable(z.string()),
});

export const orderLine = z.strictObject({
  id,
  /** Null once the product left the catalogue; the line keeps its own name and SKU. */
  product_id: z.nullable(id),
  sku: z.string(),
  name: z.string(),
  /** The product's slug in the request's language, when it is still in the catalogue. */
  slug: z.nullable(z.string()),
  image: z.nullable(z.string()),
  quantity: z.int(),
  /** Unit price excl. and incl. VAT, and the VAT rate in percent. */
  price: euros,
  price_with_tax: euros,
  tax_rate: z.number(),
  total: euros,
  total_with_tax: euros,
});

export const order = z.strictObject({
  ...orderSummary.shape,
  country_id: z.string(),
  lines: z.array(orderLine),
  billing_address: orderAddress,
  shipping_address: orderAddress,
  /** Amounts excl. VAT unless the name says with_tax; total = subtotal − discount + shipping + tax. */
  subtotal: euros,
  subtotal_with_tax: euros,
  discount: euros,
  shipping: euros,
  tax: euros,
  coupon_code: z.nullable(z.string()),
  tracking_url: z.nullable(z.string()),
  /** Where its invoice PDF is downloaded; null until the order is paid. */
  invoice_url: z.nullable(z.string()),
});

/** GET /api/account/orders/{id}: one order with lines, addresses, totals and tracking. */
export const orderAnswer = z.strictObject({ order });

export const COUPON_STATES = ['valid', 'not_started', 'expired', 'used_up'] as const;

export const personalCoupon = z.strictObject({
  id,
  code: z.string(),
  /** 1 fixed amount, 2 percentage (as a coupon on the cart). */
  type: z.union([z.literal(1), z.literal(2)]),
  /** Euros incl. VAT (type 1) or percent (type 2). */
  amount: z.number(),
  /** Minimum subtotal incl. VAT in euros; 0 when there is none. */
  min_order: euros,
  starts_at: z.nullable(timestamp),
  ends_at: z.nullable(timestamp),
  /** Uses left when the coupon has a limit. */
  uses_left: z.nullable(z.int()),
  state: z.enum(COUPON_STATES),
});

/** GET /api/account/coupons: the customer's personal coupons with their state now. */
export const couponsAnswer = z.strictObject({ coupons: z.array(personalCoupon) });

export const DOWNLOAD_KINDS = ['manual', 'datasheet', 'firmware'] as const;

export const download = z.strictObject({
  id,
  product_id: id,
  product_name: z.string(),
  product_slug: z.nullable(z.string()),
  title: z.string(),
  url: z.string(),
  kind: z.enum(DOWNLOAD_KINDS),
  size_bytes: z.nullable(z.int()),
});

/** GET /api/account/downloads: the files of the products bought in paid (or later) orders. */
export const downloadsAnswer = z.strictObject({ downloads: z.array(download) });

/** GET /api/account/addresses: the default first. */
export const addressesAnswer = z.strictObject({ addresses: z.array(addressAnswer) });

/** POST and PUT /api/account/addresses…: the address as saved (absent only when it went meanwhile) and the list. */
export const addressWriteAnswer = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  address: z.optional(addressAnswer),
  addresses: z.array(addressAnswer),
});

/** DELETE /api/account/addresses/{id}: the list afterwards. */
export const addressRemoveAnswer = z.strictObject({ success: z.literal(true), message: z.string(), addresses: z.array(addressAnswer) });

export const notificationSettings = z.strictObject(
  Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, z.boolean()])) as Record<(typeof NOTIFICATION_KEYS)[number], z.ZodMiniBoolean>,
);

/** GET /api/account/notifications. */
export const notificationsAnswer = z.strictObject({ notifications: notificationSettings });
/** PUT /api/account/notifications: the settings afterwards. */
export const notificationsWriteAnswer = z.strictObject({ success: z.literal(true), message: z.string(), notifications: notificationSettings });

export const SYNC_STATES = ['none', 'code_sent', 'expired', 'locked', 'finished'] as const;

export const syncStatus = z.strictObject({
  /** Guest orders placed with the account's e-mail that are not linked yet. */
  guest_orders: z.int(),
  state: z.enum(SYNC_STATES),
  /** While a code is out: when it stops working and how many tries are left. */
  expires_at: z.nullable(timestamp),
  attempts_left: z.nullable(z.int()),
  /** Of the last confirmed request: orders found and linked. */
  total: z.int(),
  linked: z.int(),
  finished_at: z.nullable(timestamp),
});

/** GET /api/account/orders/sync/status. */
export const syncStatusAnswer = z.strictObject({ status: syncStatus });
/** POST /api/account/orders/sync and …/sync/confirm. */
export const syncWriteAnswer = z.strictObject({ success: z.literal(true), message: z.string(), status: syncStatus });

/** PUT /api/account/profile and /api/account/email: the user afterwards. */
export const profileAnswer = z.strictObject({ success: z.literal(true), message: z.string(), user: userAnswer });
/** PUT /api/account/password. */
export const passwordAnswer = messageAnswer;

// ---------------------------------------------------------------------------------------------
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

/** POST /api/account/delete. */
export const deleteAccountAnswer = messageAnswer;

export type OrderSummaryJson = z.infer<typeof orderSummary>;
export type OrderListJson = z.infer<typeof ordersAnswer>;
export type OrderAddressJson = z.infer<typeof orderAddress>;
export type OrderLineJson = z.infer<typeof orderLine>;
export type OrderJson = z.infer<typeof order>;
export type CouponState = (typeof COUPON_STATES)[number];
export type PersonalCouponJson = z.infer<typeof personalCoupon>;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];
export type DownloadJson = z.infer<typeof download>;
export type NotificationSettingsJson = z.infer<typeof notificationSettings>;
export type SyncState = (typeof SYNC_STATES)[number];
export type SyncStatusJson = z.infer<typeof syncStatus>;
export type AccountExportJson = z.infer<typeof accountExportAnswer>;
