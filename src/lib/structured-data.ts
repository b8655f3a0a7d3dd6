/** JSON-LD builders (spec §2 structured data). Pure; the layout serialises them. */
import { COMPANY } from './company.ts';

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
