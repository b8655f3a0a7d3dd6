/**
 * Analytics events the server returns (`gtm_event`) go to the tag manager's data layer
 * (docs/cart.md, totals and answers). When the shop has a tag configured, consent mode's defaults
 * are the data layer's first entry, before any event and before any tag loads
 * (docs/menus-and-shell.md, analytics and consent).
 */
import { CONSENT_DEFAULTS, consentState, readConsentChoice } from './consent.ts';

type DataLayerWindow = Window & { dataLayer?: unknown[]; __consentStarted?: boolean };

/** The id of the page's third-party settings; only pages of a shop with a tag have it. */
export const TRACKING_CONFIG_ID = 'tracking-config';

/**
 * Google's `gtag()`: its commands must reach the data layer as an `arguments` object, which is
 * how the tag tells a command from an event.
 */
export function gtag(..._args: unknown[]): void {
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- see above: an array would be read as an event
  w.dataLayer.push(arguments);
}

/** Consent defaults (and the stored choice) once per page, only where a tag may load. */
export function startConsent(): void {
  const w = window as DataLayerWindow;
  if (w.__consentStarted || !document.getElementById(TRACKING_CONFIG_ID)) return;
  w.__consentStarted = true;
  gtag('consent', 'default', CONSENT_DEFAULTS);
  const choice = readConsentChoice();
  if (choice) gtag('consent', 'update', consentState(choice));
}

export function pushToDataLayer(event: unknown): void {
  if (!event || typeof event !== 'object') return;
  startConsent();
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  // GA4: clear the previous e-commerce object so its items do not leak into this event.
  if ('ecommerce' in event) w.dataLayer.push({ ecommerce: null });
  w.dataLayer.push(event);
}
