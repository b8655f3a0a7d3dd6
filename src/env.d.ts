/// <reference types="astro/client" />

type PageRoute = import('./server/page-route.ts').PageRoute;

declare namespace App {
  interface Locals {
    shop: import('./lib/locales.ts').Shop;
    locale: import('./lib/locales.ts').Locale;
    /** Destination country for VAT on this page or call (docs/prices-and-vat.md, the region of a page). */
    region: string;
    /** The country the shopper chose (a known country in the `region` cookie), or null; always null on the Dutch shop. */
    regionChoice: string | null;
    /** Origin for absolute links. */
    origin: string;
    t: import('./lib/i18n.ts').Translate;
    /** The URL the browser asked for (Astro.url is the internal page after a rewrite). */
    requestUrl: URL;
    /** Set for page requests by the middleware. */
    page?: PageRoute;
    /** Set for a page request with `?preview=` (src/middleware/preview.ts). */
    preview?: import('./server/content/preview.ts').PreviewState;
    /** The login of an account page (the middleware's account guard sets it). */
    session?: import('./server/auth/tokens.ts').Session;
    /** A page that may be kept by the page cache, its query parameters and tags (src/server/page-cache/declare.ts). */
    pageCache?: import('./server/page-cache/declare.ts').PageCachePlan;
    /** The shopper's checkout, read by the checkout's guard for the step's page. */
    checkout?: import('./server/checkout/checkout.ts').Checkout;
  }
}
