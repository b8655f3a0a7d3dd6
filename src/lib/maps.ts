/**
 * The contact page's map and route link (docs/contact.md, the map; ADR 0022). The map is an
 * OpenStreetMap embed, loaded only when the visitor asks for it and only when the shop's
 * settings name the provider; the route planner is a plain link. Pure.
 */
import { COMPANY } from './company.ts';

export const MAP_PROVIDERS = ['openstreetmap'] as const;
export type MapProvider = (typeof MAP_PROVIDERS)[number];

export type Geo = { latitude: number; longitude: number };

/** The host the embed comes from: the one host a page's policy adds for it (frame-src). */
export const MAP_HOSTS: Record<MapProvider, string> = { openstreetmap: 'https://www.openstreetmap.org' };

/** Half the width of the area shown, in degrees of longitude: a few streets around the address. */
const SPAN = 0.006;

const fixed = (n: number) => n.toFixed(5);

/**
 * The embed's address: a box around the point with a marker on it.
 * @example mapEmbedUrl('openstreetmap', { latitude: 52.1325, longitude: 5.4286 }) // "https://www.openstreetmap.org/export/embed.html?bbox=5.42260%2C52.12880%2C5.43460%2C52.13620&layer=mapnik&marker=52.13250%2C5.42860"
 */
export function mapEmbedUrl(provider: MapProvider, geo: Geo = COMPANY.geo): string {
  const { latitude: lat, longitude: lon } = geo;
  // A degree of longitude is shorter than one of latitude at 52° north: the box is about square.
  const latSpan = SPAN * Math.cos((lat * Math.PI) / 180);
  const url = new URL('/export/embed.html', MAP_HOSTS[provider]);
  url.searchParams.set('bbox', [lon - SPAN, lat - latSpan, lon + SPAN, lat + latSpan].map(fixed).join(','));
  url.searchParams.set('layer', 'mapnik');
  url.searchParams.set('marker', [lat, lon].map(fixed).join(','));
  return url.toString();
}

/**
 * The provider's own page of the place, for "View a larger map".
 * @example mapPageUrl('openstreetmap', { latitude: 52.1325, longitude: 5.4286 }) // "https://www.openstreetmap.org/?mlat=52.13250&mlon=5.42860#map=17/52.13250/5.42860"
 */
export function mapPageUrl(provider: MapProvider, geo: Geo = COMPANY.geo): string {
  const lat = fixed(geo.latitude);
  const lon = fixed(geo.longitude);
  return `${MAP_HOSTS[provider]}/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/**
 * A route planner to the shop's address: Google Maps' documented universal link, which phones
 * open in their maps app. Only a link: nothing loads from Google until it is followed.
 * @example routePlannerUrl() // "https://www.google.com/maps/dir/?api=1&destination=Databankweg+12%2C+3821+AL+Leusden%2C+NL"
 */
export function routePlannerUrl(address: { street: string; postcode: string; city: string; country: string } = COMPANY): string {
  const url = new URL('https://www.google.com/maps/dir/');
  url.searchParams.set('api', '1');
  url.searchParams.set('destination', `${address.street}, ${address.postcode} ${address.city}, ${address.country}`);
  return url.toString();
}
