/**
 * The account API's contract for orders, coupons, downloads, addresses, notifications and the
 * order sync, shared by the server that builds the answers and the islands that read them: the
 * types of the schemas in src/lib/api/account.ts.
 */
export type { AddressJson } from '../api/auth.ts';
export type {
  AccountExportJson,
  CouponState,
  DownloadJson,
  DownloadKind,
  NotificationSettingsJson,
  OrderAddressJson,
  OrderJson,
  OrderLineJson,
  OrderListJson,
  OrderSummaryJson,
  PersonalCouponJson,
  SyncState,
  SyncStatusJson,
} from '../api/account.ts';

/** The notification settings, in the order the form shows them (kept here, free of zod, for the islands). */
export const NOTIFICATION_KEYS = ['order_updates', 'back_in_stock', 'product_news', 'review_requests', 'newsletter'] as const;
