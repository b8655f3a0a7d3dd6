/**
 * Analytics events the server returns (`gtm_event`) go to the tag manager's data layer
 * (docs/cart.md, totals and answers).
 */
type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function pushToDataLayer(event: unknown): void {
  if (!event || typeof event !== 'object') return;
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  // GA4: clear the previous e-commerce object so its items do not leak into this event.
  if ('ecommerce' in event) w.dataLayer.push({ ecommerce: null });
  w.dataLayer.push(event);
}
