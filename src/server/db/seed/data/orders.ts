/**
 * Past orders of the demo customers (data/customers.ts), so the account's order, download and
 * order-sync screens show real data from the first start. Lines name catalogue SKUs; prices,
 * VAT and totals are computed by the seed (src/lib/account/totals.ts). Guest orders (no
 * account) carry the e-mail they were placed with: those of demo@framboos.example are what the
 * order sync links to that account.
 */
import type { OrderStatus } from '#src/lib/account/order-status.ts';
import type { DemoCustomer } from './customers.ts';

export type DemoOrder = {
  /** The account's e-mail; orders with `guest` have no account yet. */
  email: string;
  guest?: boolean;
  shop: 'nl' | 'international';
  locale: 'en' | 'nl' | 'de';
  status: OrderStatus;
  /** Placed this many days before the seed's base date. */
  daysAgo: number;
  /** Index into the customer's addresses (data/customers.ts) it was shipped and billed to. */
  address: number;
  lines: Array<[sku: string, quantity: number]>;
  coupon?: string;
  trackingUrl?: string;
};

/** A shopper without an account whose guest order must never be linked to a demo customer. */
export const GUEST_SHOPPER: Pick<DemoCustomer, 'email' | 'firstname' | 'lastname' | 'addresses'> = {
  email: 'gast@framboos.example', firstname: 'Sam', lastname: 'Jansen',
  addresses: [{ countryId: 'NL', street: 'Hamersveldseweg', houseNumber: '41', postcode: '3833 GL', city: 'Leusden' }],
};

const DEMO = 'demo@framboos.example';
const KUNDE = 'kunde@framboos.example';

export const DEMO_ORDERS: DemoOrder[] = [
  // Placed as a guest before Anna had an account: linked by the order sync.
  { email: DEMO, guest: true, shop: 'nl', locale: 'nl', status: 'delivered', daysAgo: 380, address: 0, lines: [['RPI4-4GB', 1], ['RPI-SD-32G-OS', 1]] },
  { email: DEMO, guest: true, shop: 'nl', locale: 'nl', status: 'delivered', daysAgo: 330, address: 0, lines: [['ADA-BME280', 2], ['VEL-BB-830', 1]] },
  { email: DEMO, guest: true, shop: 'nl', locale: 'nl', status: 'cancelled', daysAgo: 250, address: 0, lines: [['RPI-CAM3', 1]] },
  // Another shopper's guest order: never linked to Anna.
  { email: GUEST_SHOPPER.email, guest: true, shop: 'international', locale: 'en', status: 'delivered', daysAgo: 200, address: 0, lines: [['RPI-PICO2', 3]] },

  { email: DEMO, shop: 'nl', locale: 'nl', status: 'delivered', daysAgo: 150, address: 0,
    lines: [['RPI5-8GB', 1], ['RPI-PSU27W-WH', 1], ['RPI5-COOLER', 1], ['RPI-SD-32G-OS', 1], ['RPI5-CASE-RW', 1]] },
  { email: DEMO, shop: 'nl', locale: 'nl', status: 'refunded', daysAgo: 95, address: 0, lines: [['GB-HDMI-3M', 2]] },
  { email: DEMO, shop: 'nl', locale: 'nl', status: 'delivered', daysAgo: 60, address: 0, coupon: 'WELCOME10',
    lines: [['ARD-UNO-R4-WIFI', 2], ['VEL-BB-830', 2], ['JOY-JMP-MM40-20', 2]] },
  { email: DEMO, shop: 'nl', locale: 'nl', status: 'cancelled', daysAgo: 32, address: 0, lines: [['RPI-CM5-8-32', 1], ['RPI-CM5-IO', 1]] },
  { email: DEMO, shop: 'nl', locale: 'nl', status: 'delivered', daysAgo: 20, address: 0, lines: [['PINE-PINECIL-V2', 1], ['VEL-SOLDER-08', 2]] },
  // To the validated Belgian business address: reverse charge, 0 % VAT.
  { email: DEMO, shop: 'nl', locale: 'nl', status: 'shipped', daysAgo: 6, address: 1, lines: [['RPI-M2HAT', 2], ['KING-SNV3S-500G', 2]],
    trackingUrl: 'https://jouw.postnl.nl/track-and-trace/3SFRMB1040058-BE-3000' },
  { email: DEMO, shop: 'nl', locale: 'nl', status: 'processing', daysAgo: 3, address: 0, lines: [['RPI-PICO2-W', 5], ['RPI5-CAMCABLE-200', 2]] },
  { email: DEMO, shop: 'nl', locale: 'nl', status: 'paid', daysAgo: 1, address: 0, lines: [['MICROBIT-V2', 1]] },

  { email: KUNDE, shop: 'international', locale: 'de', status: 'delivered', daysAgo: 210, address: 0,
    lines: [['RPI5-4GB', 1], ['RPI-PSU27W-BK', 1], ['RPI-MHDMI-1M-BK', 2]] },
  { email: KUNDE, shop: 'international', locale: 'de', status: 'refunded', daysAgo: 120, address: 0, lines: [['RPI-TOUCH2-7', 1]] },
  { email: KUNDE, shop: 'international', locale: 'de', status: 'cancelled', daysAgo: 45, address: 0, lines: [['ADA-FEATHER-ESP32S3', 1]] },
  { email: KUNDE, shop: 'international', locale: 'de', status: 'shipped', daysAgo: 9, address: 0, lines: [['ESP32-S3-DEVKITC', 2], ['ADA-BME280', 1]],
    trackingUrl: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094015902' },
  { email: KUNDE, shop: 'international', locale: 'de', status: 'processing', daysAgo: 2, address: 0, lines: [['RPI500-DE', 1]] },
  { email: KUNDE, shop: 'international', locale: 'de', status: 'paid', daysAgo: 0.3, address: 0, lines: [['RPI-PICO2', 4]] },
];

/** Shipping excl. VAT by destination (€ 4,95 incl. in NL, € 6,95 incl. in DE); free from € 50 incl. */
export const SHIPPING_EXCL_CENTS: Record<string, number> = { NL: 409, BE: 409, DE: 584 };
export const FREE_SHIPPING_FROM_INCL_CENTS = 5000;

/** Personal coupons (coupons.customer_id): only their owner can use them. Dates end a day in the shop's time zone (Amsterdam). */
export type PersonalCouponDef = {
  email: string; code: string; type: 1 | 2; amount: number; minOrderCents?: number;
  startsAt?: string; endsAt?: string; usageLimit?: number; timesUsed?: number;
};

export const PERSONAL_COUPONS: PersonalCouponDef[] = [
  { email: DEMO, code: 'ANNA-THANKYOU15', type: 2, amount: 1500, endsAt: '2030-12-31T22:59:59Z', usageLimit: 1 },
  { email: DEMO, code: 'ANNA-BIRTHDAY10', type: 1, amount: 1000, minOrderCents: 5000, startsAt: '2025-04-30T22:00:00Z', endsAt: '2025-05-31T21:59:59Z' },
  { email: DEMO, code: 'ANNA-LOYAL5', type: 1, amount: 500, usageLimit: 1, timesUsed: 1 },
  { email: KUNDE, code: 'JONAS-WILLKOMMEN', type: 2, amount: 1000, endsAt: '2030-06-30T21:59:59Z', usageLimit: 1 },
];
