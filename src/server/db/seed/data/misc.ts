/**
 * Shop-wide content: offer bars, popular searches, payment methods and coupons.
 * Offer-bar urls are paths below the locale prefix (like content_pages.path, with slashes);
 * the site adds /nl or /de where the shop needs it.
 */
import type { Locale } from '../util.ts';

export const OFFER_BARS: Record<Locale, Array<{ content: string; url: string }>> = {
  en: [
    { content: '<strong>Free shipping</strong> on orders from € 50', url: '/shipping/' },
    { content: 'Ordered before <strong>16:00</strong>, shipped today', url: '/shipping/' },
    { content: 'New: <strong>Raspberry Pi 5 16GB</strong> in stock', url: '/raspberry-pi-5/' },
  ],
  nl: [
    { content: '<strong>Gratis verzending</strong> vanaf € 50', url: '/verzending/' },
    { content: 'Voor <strong>16:00</strong> besteld, vandaag verzonden', url: '/verzending/' },
    { content: 'Nieuw: <strong>Raspberry Pi 5 16GB</strong> op voorraad', url: '/raspberry-pi-5/' },
  ],
  de: [
    { content: '<strong>Kostenloser Versand</strong> ab 50 €', url: '/versand/' },
    { content: 'Bis <strong>16:00 Uhr</strong> bestellt, heute versendet', url: '/versand/' },
    { content: 'Neu: <strong>Raspberry Pi 5 16GB</strong> auf Lager', url: '/raspberry-pi-5/' },
  ],
};

export const POPULAR_SEARCHES: Record<Locale, string[]> = {
  en: ['raspberry pi 5', 'power supply', 'case', 'micro hdmi cable', 'microsd card', 'arduino uno', 'esp32', 'pico 2', 'active cooler',
    'ssd', 'touchscreen', 'camera module 3', 'jumper wires', 'soldering iron', 'multimeter', 'dht22', 'relay module', 'led strip', 'home assistant'],
  nl: ['raspberry pi 5', 'voeding', 'usb-c voeding', 'behuizing', 'micro hdmi kabel', 'sd-kaart', 'arduino', 'esp32', 'koeler',
    'ssd', 'touchscreen', 'camera', 'jumperkabels', 'soldeerbout', 'multimeter', 'temperatuursensor', 'relais', 'ledstrip', 'starterkit'],
  de: ['raspberry pi 5', 'Netzteil', 'USB-C Netzteil', 'Gehäuse', 'Micro-HDMI Kabel', 'SD-Karte', 'Arduino', 'ESP32', 'Lüfter',
    'SSD', 'Touchscreen', 'Kamera', 'Jumperkabel', 'Lötkolben', 'Multimeter', 'Temperatursensor', 'Relais', 'LED-Streifen', 'Starterkit'],
};

/** Payment methods; ids must match the badges in src/server/media/placeholder.ts. */
export const PAYMENT_METHODS: Array<{ id: string; name: string; countries: string[] }> = [
  { id: 'ideal', name: 'iDEAL', countries: ['NL'] },
  { id: 'bancontact', name: 'Bancontact', countries: ['BE'] },
  { id: 'creditcard', name: 'Credit card', countries: ['ALL'] },
  { id: 'paypal', name: 'PayPal', countries: ['ALL'] },
  { id: 'klarna', name: 'Klarna', countries: ['NL', 'DE', 'AT'] },
  { id: 'sofort', name: 'SOFORT Überweisung', countries: ['DE', 'AT'] },
  { id: 'banktransfer', name: 'Bank transfer', countries: ['ALL'] },
  { id: 'applepay', name: 'Apple Pay', countries: ['ALL'] },
];

export type CouponDef = {
  code: string;
  type: 1 | 2;
  amount: number;
  minOrderCents?: number;
  startsAt?: string;
  endsAt?: string;
  usageLimit?: number;
  timesUsed?: number;
  isActive?: boolean;
};

/** type 1 = fixed amount in cents incl. VAT, type 2 = percentage in basis points (1000 = 10 %). */
export const COUPONS: CouponDef[] = [
  { code: 'WELCOME10', type: 2, amount: 1000 },
  { code: 'FIVEOFF', type: 1, amount: 500 },
  { code: 'MIN50', type: 1, amount: 1000, minOrderCents: 5000 },
  { code: 'EXPIRED2024', type: 2, amount: 1500, startsAt: '2024-01-01T00:00:00Z', endsAt: '2024-12-31T23:59:59Z' },
  { code: 'FUTURE2030', type: 2, amount: 2000, startsAt: '2030-01-01T00:00:00Z' },
  { code: 'LIMITED', type: 1, amount: 750, usageLimit: 10, timesUsed: 10 },
  { code: 'INACTIVE', type: 2, amount: 2500, isActive: false },
];
