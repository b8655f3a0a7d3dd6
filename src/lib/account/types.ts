/**
 * The account API's contract for orders, coupons, downloads, addresses, notifications and the
 * order sync, shared by the server that builds the answers and the islands that read them.
 * Money leaves the server as euro amounts with two decimals (as the cart's), computed in cents.
 */
import type { AddressJson } from '../auth/types.ts';
import type { OrderStatus } from './order-status.ts';

export type { AddressJson };

export type OrderSummaryJson = {
  id: number;
  number: string;
  placed_at: string;
  status: OrderStatus;
  /** What was paid, incl. VAT. */
  total: number;
  /** Pieces over all lines. */
  item_count: number;
};

export type OrderListJson = {
  orders: OrderSummaryJson[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
};

export type OrderAddressJson = {
  firstname: string; lastname: string; company: string | null; street: string; house_number: string;
  postcode: string; city: string; country_id: string; phone: string | null;
};

export type OrderLineJson = {
  id: number;
  /** Null once the product left the catalogue; the line keeps its own name and SKU. */
  product_id: number | null;
  sku: string;
  name: string;
  /** The product's slug in the request's language, when it is still in the catalogue. */
  slug: string | null;
  image: string | null;
  quantity: number;
  /** Unit price excl. and incl. VAT, and the VAT rate in percent. */
  price: number;
  price_with_tax: number;
  tax_rate: number;
  total: number;
  total_with_tax: number;
};

export type OrderJson = OrderSummaryJson & {
  country_id: string;
  lines: OrderLineJson[];
  billing_address: OrderAddressJson;
  shipping_address: OrderAddressJson;
  /** Amounts excl. VAT unless the name says with_tax; total = subtotal − discount + shipping + tax. */
  subtotal: number;
  subtotal_with_tax: number;
  discount: number;
  shipping: number;
  tax: number;
  coupon_code: string | null;
  tracking_url: string | null;
};

export type CouponState = 'valid' | 'not_started' | 'expired' | 'used_up';

export type PersonalCouponJson = {
  id: number;
  code: string;
  /** 1 fixed amount, 2 percentage, as on the cart (docs/cart.md, coupons). */
  type: 1 | 2;
  /** Euros incl. VAT (type 1) or percent (type 2). */
  amount: number;
  /** Minimum subtotal incl. VAT in euros; 0 when there is none. */
  min_order: number;
  starts_at: string | null;
  ends_at: string | null;
  /** Uses left when the coupon has a limit. */
  uses_left: number | null;
  state: CouponState;
};

export type DownloadKind = 'manual' | 'datasheet' | 'firmware';

export type DownloadJson = {
  id: number;
  product_id: number;
  product_name: string;
  product_slug: string | null;
  title: string;
  url: string;
  kind: DownloadKind;
  size_bytes: number | null;
};

export type NotificationSettingsJson = {
  order_updates: boolean;
  back_in_stock: boolean;
  product_news: boolean;
  review_requests: boolean;
  newsletter: boolean;
};

export const NOTIFICATION_KEYS = ['order_updates', 'back_in_stock', 'product_news', 'review_requests', 'newsletter'] as const satisfies readonly (keyof NotificationSettingsJson)[];

/** Where a customer's request to link earlier guest orders stands. */
export type SyncState = 'none' | 'code_sent' | 'expired' | 'locked' | 'finished';

export type SyncStatusJson = {
  /** Guest orders placed with the account's e-mail that are not linked yet. */
  guest_orders: number;
  state: SyncState;
  /** While a code is out: when it stops working and how many tries are left. */
  expires_at: string | null;
  attempts_left: number | null;
  /** Of the last confirmed request: orders found and linked. */
  total: number;
  linked: number;
  finished_at: string | null;
};
