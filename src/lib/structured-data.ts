/** JSON-LD builders (docs/routing-and-seo.md, structured data). Pure; the layout serialises them. */
import { COMPANY } from './company.ts';
import { toDecimal } from './money.ts';

export type Crumb = { name: string; href?: string };

export function organizationLd(origin: string, logoPath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: COMPANY.name,
    legalName: COMPANY.legalName,
    url: `${origin}/`,
    logo: origin + logoPath,
    email: COMPANY.email,
    telephone: COMPANY.phone,
    sameAs: Object.values(COMPANY.social),
  };
}

export function localBusinessLd(origin: string, rating: { average: number; total: number }) {
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'ElectronicsStore'],
    '@id': `${origin}/#store`,
    name: COMPANY.name,
    url: `${origin}/`,
    telephone: COMPANY.phone,
    email: COMPANY.email,
    priceRange: '€€',
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.street,
      postalCode: COMPANY.postcode,
      addressLocality: COMPANY.city,
      addressCountry: COMPANY.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: COMPANY.geo.latitude, longitude: COMPANY.geo.longitude },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: COMPANY.phoneHours.from,
      closes: COMPANY.phoneHours.to,
    },
    ...(rating.total > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average.toFixed(1),
            bestRating: '10',
            worstRating: '1',
            ratingCount: rating.total,
            reviewCount: rating.total,
          },
        }
      : {}),
  };
}

/**
 * The contact page: a ContactPage whose subject is the shop's organisation, with its customer
 * service as a ContactPoint (phone, e-mail, languages, the phone's hours). The organisation is
 * named by the `@id` of the shop-wide one, so the two are one node.
 */
export function contactPageLd(origin: string, path: string, name: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name,
    url: origin + path,
    mainEntity: {
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: COMPANY.phone,
        email: COMPANY.email,
        availableLanguage: ['nl', 'en', 'de'],
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: COMPANY.phoneHours.from,
          closes: COMPANY.phoneHours.to,
        },
      },
    },
  };
}

export function breadcrumbLd(origin: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.href ? { item: origin + c.href } : {}),
    })),
  };
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in data. */
export function serializeLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export type ProductLdOffer =
  /** One purchasable product; price incl. VAT of the page's region, in cents. */
  | { kind: 'single'; priceCents: number; inStock: boolean }
  /** A master with variants: the range over its variants. */
  | { kind: 'aggregate'; lowCents: number; highCents: number; offerCount: number; inStock: boolean };

export type ProductLdInput = {
  /** Path of the product page (made absolute with the origin). */
  path: string;
  name: string;
  description: string;
  sku: string;
  mpn: string | null;
  gtin: string | null;
  brand: string | null;
  /** Image paths or absolute URLs. */
  images: string[];
  offer: ProductLdOffer;
  /** Product reviews (1–5 stars); left out when there are none. */
  rating: { average: number; count: number } | null;
};

const GTIN_KEYS: Record<number, string> = { 8: 'gtin8', 12: 'gtin12', 13: 'gtin13', 14: 'gtin14' };

/** schema.org names a GTIN by its length; anything else goes in the generic `gtin`. */
function gtinProperty(gtin: string): Record<string, string> {
  return { [/^\d+$/.test(gtin) ? (GTIN_KEYS[gtin.length] ?? 'gtin') : 'gtin']: gtin };
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : origin + url);

/**
 * A schema.org Product with its Offer (or AggregateOffer for a master with variants).
 * @example productLd(origin, { ...product, offer: { kind: 'single', priceCents: 1210, inStock: true } }).offers.price // "12.10"
 */
export function productLd(origin: string, p: ProductLdInput) {
  const url = absolute(origin, p.path);
  const availability = `https://schema.org/${p.offer.inStock ? 'InStock' : 'OutOfStock'}`;
  const offers =
    p.offer.kind === 'single'
      ? {
          '@type': 'Offer',
          url,
          price: toDecimal(p.offer.priceCents),
          priceCurrency: 'EUR',
          availability,
          itemCondition: 'https://schema.org/NewCondition',
        }
      : {
          '@type': 'AggregateOffer',
          url,
          lowPrice: toDecimal(p.offer.lowCents),
          highPrice: toDecimal(p.offer.highCents),
          offerCount: p.offer.offerCount,
          priceCurrency: 'EUR',
          availability,
          itemCondition: 'https://schema.org/NewCondition',
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: p.name,
    description: p.description,
    sku: p.sku,
    ...(p.mpn ? { mpn: p.mpn } : {}),
    ...(p.gtin ? gtinProperty(p.gtin) : {}),
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
    image: p.images.map((i) => absolute(origin, i)),
    url,
    offers,
    ...(p.rating && p.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.rating.average.toFixed(1),
            reviewCount: p.rating.count,
            bestRating: '5',
            worstRating: '1',
          },
        }
      : {}),
  };
}
