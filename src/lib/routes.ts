/**
 * The one route table: every screen with its path per locale (docs/routing-and-seo.md, route
 * table). It matches incoming paths and builds every link, so no localized path is written anywhere
 * else.
 *
 * Paths here are written without the locale prefix; the prefix depends on the shop
 * (see `localePrefix`). `:slug` is one path segment (validation accepts everything; the page
 * decides whether it exists). Where a path was given in only some locales, the missing one is our
 * choice; see docs/adr/0002-routing.md.
 */
import { LOCALES, isForeignPrefix, isLocale, localePrefix, type Locale, type Shop, type ShopId } from './locales.ts';

/**
 * The frame a screen renders in (src/components/ScreenPage.astro picks the layout component by it).
 * `fragment`: no frame, a piece of HTML the page's scripts fetch into the shell (not a page
 * anyone visits; robots.txt closes it).
 */
export type Layout = 'default' | 'account' | 'checkout' | 'error' | 'fragment';
/**
 * Who may see a screen; the middleware's guard step enforces it for every screen
 * (src/middleware/guard.ts): `account` needs a login (else the login page with ?redirect=),
 * `checkout` asks the checkout's door (src/server/checkout/page-guard.ts).
 */
export type Access = 'public' | 'account' | 'checkout';

type ScreenDef = {
  paths: Record<Locale, string>;
  layout: Layout;
  access: Access;
  /** Internal Astro page this screen renders (English path under src/pages). */
  page: string;
  /** Shops that have this screen; default both. */
  shops?: readonly ShopId[];
  /** The screen above it in the breadcrumbs (below home). */
  parent?: string;
};

const same = (path: string): Record<Locale, string> => ({ en: path, nl: path, de: path });

export const SCREENS = {
  home: { paths: same('/'), layout: 'default', access: 'public', page: '/' },
  faq: { paths: { en: '/faq/', nl: '/veelgestelde-vragen/', de: '/haufige-fragen/' }, layout: 'default', access: 'public', page: '/faq/' },
  favorites: { paths: { en: '/favorites/', nl: '/favorieten/', de: '/favoriten/' }, layout: 'default', access: 'public', page: '/favorites/' },
  cart: { paths: { en: '/cart/', nl: '/winkelwagen/', de: '/warenkorb/' }, layout: 'default', access: 'public', page: '/cart/' },
  blogList: { paths: same('/blogs/'), layout: 'default', access: 'public', page: '/blogs/' },
  blogArticle: { paths: same('/blog/:slug/'), layout: 'default', access: 'public', page: '/blog/[slug]/' },
  login: { paths: { en: '/login/', nl: '/inloggen/', de: '/anmelden/' }, layout: 'default', access: 'public', page: '/login/' },
  contact: { paths: { en: '/contact/', nl: '/contact/', de: '/kontakt/' }, layout: 'default', access: 'public', page: '/contact/' },
  reviews: { paths: { en: '/reviews/', nl: '/beoordelingen/', de: '/bewertungen/' }, layout: 'default', access: 'public', page: '/reviews/' },
  newsletter: { paths: { en: '/newsletter/', nl: '/nieuwsbrief/', de: '/newsletter/' }, layout: 'default', access: 'public', page: '/newsletter/' },
  backInStock: {
    paths: { en: '/back-in-stock/', nl: '/weer-op-voorraad/', de: '/wieder-verfuegbar/' },
    layout: 'default',
    access: 'public',
    page: '/back-in-stock/',
  },
  partners: { paths: { en: '/partners/', nl: '/partners/', de: '/partner/' }, layout: 'default', access: 'public', page: '/partners/' },
  passwordReset: {
    paths: { en: '/password-reset/', nl: '/wachtwoord-reset/', de: '/passwortrest/' },
    layout: 'default',
    access: 'public',
    page: '/password-reset/',
  },
  product: { paths: { en: '/product/:slug/', nl: '/product/:slug/', de: '/produkte/:slug/' }, layout: 'default', access: 'public', page: '/product/[slug]/' },
  project: { paths: { en: '/project/:slug/', nl: '/project/:slug/', de: '/projekt/:slug/' }, layout: 'default', access: 'public', page: '/project/[slug]/' },
  projects: { paths: { en: '/projects/', nl: '/projecten/', de: '/projekte/' }, layout: 'default', access: 'public', page: '/projects/' },
  register: { paths: { en: '/register/', nl: '/registreren/', de: '/registrieren/' }, layout: 'default', access: 'public', page: '/register/' },
  newestProducts: {
    paths: { en: '/newest-products/', nl: '/nieuwe-producten/', de: '/neue-produkte/' },
    layout: 'default',
    access: 'public',
    page: '/newest-products/',
  },
  returnPolicy: { paths: same('/retour-verzendbeleid/'), layout: 'default', access: 'public', page: '/return-policy/', shops: ['nl'] },
  /** The desktop menu's dropdowns, fetched on the first touch (docs/menus-and-shell.md, page weight). */
  menuPanels: { paths: same('/menu-panels/'), layout: 'fragment', access: 'public', page: '/menu-panels/' },
  /** The Dutch shop's first-visit dialog, fetched only when it will show (docs/menus-and-shell.md, first-visit modal). */
  firstVisit: { paths: same('/first-visit/'), layout: 'fragment', access: 'public', page: '/first-visit/', shops: ['nl'] },

  accountOrders: {
    paths: { en: '/account/orders/', nl: '/account/bestellingen/', de: '/konto/bestellungen/' },
    layout: 'account',
    access: 'account',
    page: '/account/orders/',
  },
  accountCoupons: {
    paths: { en: '/account/coupons/', nl: '/account/kortingsbonnen/', de: '/konto/gutscheine/' },
    layout: 'account',
    access: 'account',
    page: '/account/coupons/',
  },
  accountDownloads: {
    paths: { en: '/account/downloads/', nl: '/account/downloads/', de: '/konto/downloads/' },
    layout: 'account',
    access: 'account',
    page: '/account/downloads/',
  },
  accountInformation: {
    paths: { en: '/account/information/', nl: '/account/informatie/', de: '/konto/informationen/' },
    layout: 'account',
    access: 'account',
    page: '/account/information/',
  },
  accountNotifications: {
    paths: { en: '/account/notifications/', nl: '/account/meldingen/', de: '/konto/benachrichtigungen/' },
    layout: 'account',
    access: 'account',
    page: '/account/notifications/',
  },
  accountReviews: {
    paths: { en: '/account/reviews/', nl: '/account/beoordelingen/', de: '/konto/bewertungen/' },
    layout: 'account',
    access: 'account',
    page: '/account/reviews/',
  },
  accountBusiness: {
    paths: { en: '/account/business/', nl: '/account/zakelijk/', de: '/konto/geschaeftlich/' },
    layout: 'account',
    access: 'account',
    page: '/account/business/',
  },
  accountSyncOrders: {
    paths: { en: '/account/orders/sync-account-orders/', nl: '/account/bestellingen/sync-account-orders/', de: '/konto/bestellungen/sync-account-orders/' },
    layout: 'account',
    access: 'account',
    page: '/account/orders/sync-account-orders/',
    parent: 'accountOrders',
  },
  accountSyncProgress: {
    paths: { en: '/account/orders/sync-orders-progress/', nl: '/account/bestellingen/sync-orders-progress/', de: '/konto/bestellungen/sync-orders-progress/' },
    layout: 'account',
    access: 'account',
    page: '/account/orders/sync-orders-progress/',
    parent: 'accountOrders',
  },

  checkout: { paths: { en: '/checkout/', nl: '/afrekenen/', de: '/kasse/' }, layout: 'checkout', access: 'checkout', page: '/checkout/' },
  checkoutLogin: { paths: same('/checkout/login/'), layout: 'checkout', access: 'checkout', page: '/checkout/login/', parent: 'checkout' },
  checkoutInformation: {
    paths: { en: '/checkout/information/', nl: '/afrekenen/informatie/', de: '/kasse/informationen/' },
    layout: 'checkout',
    access: 'public',
    page: '/checkout/information/',
    parent: 'checkout',
  },
  checkoutDelivery: {
    paths: { en: '/checkout/delivery/', nl: '/afrekenen/bezorging/', de: '/kasse/lieferung/' },
    layout: 'checkout',
    access: 'checkout',
    page: '/checkout/delivery/',
    parent: 'checkout',
  },
  checkoutPayment: {
    paths: { en: '/checkout/payment/', nl: '/afrekenen/betaling/', de: '/kasse/zahlung/' },
    layout: 'checkout',
    access: 'checkout',
    page: '/checkout/payment/',
    parent: 'checkout',
  },
  checkoutReview: {
    paths: { en: '/checkout/review/', nl: '/afrekenen/overzicht/', de: '/kasse/uberprufen/' },
    layout: 'checkout',
    access: 'checkout',
    page: '/checkout/review/',
    parent: 'checkout',
  },
  /** After the payment: the order's outcome, read with the order's own token (docs/checkout.md). */
  checkoutConfirmation: {
    paths: { en: '/checkout/confirmation/', nl: '/afrekenen/bevestiging/', de: '/kasse/bestaetigung/' },
    layout: 'checkout',
    access: 'public',
    page: '/checkout/confirmation/',
    parent: 'checkout',
  },
} as const satisfies Record<string, ScreenDef>;

export type ScreenId = keyof typeof SCREENS;
export const SCREEN_IDS = Object.keys(SCREENS) as ScreenId[];

/** A screen's entry in the table, with the fields every screen may have. */
export const screenDef = (id: ScreenId): ScreenDef & { parent?: ScreenId } => SCREENS[id] as ScreenDef & { parent?: ScreenId };

/** Screens resolved from data after the fixed routes: categories, then content pages. */
export type DynamicKind = 'category' | 'content';
export const DYNAMIC_PAGES: Record<DynamicKind | 'notFound' | 'serverError', string> = {
  category: '/category/',
  content: '/content/',
  notFound: '/404/',
  serverError: '/500/',
};

export type Params = { slug?: string };

export function screenInShop(id: ScreenId, shop: Shop): boolean {
  const shops = (SCREENS[id] as ScreenDef).shops;
  return !shops || shops.includes(shop.id);
}

function encodeSegment(value: string): string {
  return encodeURIComponent(value);
}

/**
 * Builds the path of a screen in a locale and shop.
 * @example href('cart', 'de', SHOPS.nl) // "/de/warenkorb/"
 * @example href('product', 'en', SHOPS.international, { slug: 'raspberry-pi-5' }) // "/product/raspberry-pi-5/"
 */
export function href(id: ScreenId, locale: Locale, shop: Shop, params: Params = {}): string {
  const pattern: string = SCREENS[id].paths[locale];
  const path = pattern.replace(':slug', () => {
    if (!params.slug) throw new Error(`Route ${id} needs a slug`);
    return encodeSegment(params.slug);
  });
  return localePrefix(locale, shop) + path;
}

/** Path of a dynamic page (category slug, content path) under the locale prefix, with trailing slash. */
export function dynamicHref(locale: Locale, shop: Shop, path: string): string {
  const clean = path.split('/').filter(Boolean).map(encodeSegment).join('/');
  return `${localePrefix(locale, shop)}/${clean}${clean ? '/' : ''}`;
}

export type RouteMatch =
  | { kind: 'screen'; screen: ScreenId; locale: Locale; params: Params; foreignPrefix: string | null }
  | { kind: 'dynamic'; locale: Locale; segments: string[]; foreignPrefix: string | null }
  /** The path names the shop's default locale as a prefix: its canonical form has none. */
  | { kind: 'redirect'; location: string };

type CompiledPattern = { screen: ScreenId; locale: Locale; segments: string[] };

const compiled: CompiledPattern[] = SCREEN_IDS.flatMap((screen) =>
  LOCALES.map((locale) => ({ screen, locale, segments: splitPath(SCREENS[screen].paths[locale]) })),
);

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // malformed escape such as "%E0%A4%A": treated as unknown
  }
}

function matchSegments(pattern: string[], segments: string[]): Params | null {
  if (pattern.length !== segments.length) return null;
  const params: Params = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!;
    const s = segments[i]!;
    if (p === ':slug') params.slug = s;
    else if (p !== s) return null;
  }
  return params;
}

/**
 * Matches a pathname (with trailing slash, undecoded) in a shop. Fixed screens win; anything
 * else is `dynamic` for the category and content resolvers, which render the 404 when they
 * find nothing.
 */
export function matchPath(pathname: string, shop: Shop): RouteMatch | null {
  const raw = pathname.split('/').filter(Boolean);
  const decoded = raw.map(safeDecode);
  if (decoded.some((s) => s === null)) return null;
  let segments = decoded as string[];
  let locale: Locale = shop.defaultLocale;
  let foreignPrefix: string | null = null;
  const first = segments[0];
  if (first !== undefined && isLocale(first)) {
    if (first === shop.defaultLocale) {
      const rest = raw.slice(1).join('/');
      return { kind: 'redirect', location: `/${rest}${rest ? '/' : ''}` };
    }
    locale = first;
    segments = segments.slice(1);
  } else if (first !== undefined && isForeignPrefix(first)) {
    // A language we do not offer: show the page in the shop's own language (noindex on the Dutch shop).
    foreignPrefix = first;
    segments = segments.slice(1);
  }
  for (const candidate of compiled) {
    if (candidate.locale !== locale || !screenInShop(candidate.screen, shop)) continue;
    const params = matchSegments(candidate.segments, segments);
    if (params) return { kind: 'screen', screen: candidate.screen, locale, params, foreignPrefix };
  }
  if (segments.length === 0) return null;
  return { kind: 'dynamic', locale, segments, foreignPrefix };
}
