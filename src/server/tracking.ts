/**
 * Which third parties a shop's pages load (docs/menus-and-shell.md, analytics and consent), from
 * the settings: each shop's tag, the chat widget, the Dutch shop's merchant-review sidebar.
 * Nothing is set by default, and then nothing third-party loads and the policy stays as strict
 * as ADR 0004 made it. Decision: docs/adr/0017-tracking-consent.md.
 */
import type { ShopId } from '#src/lib/locales.ts';
import type { ServerConfig } from './config.ts';

export type Tracking = {
  /** Google Tag Manager container or GA4 measurement id. */
  analytics: { kind: 'gtm' | 'ga4'; id: string } | null;
  /** Crisp website id. */
  chat: string | null;
  /** WebwinkelKeur member id; the Dutch shop only. */
  reviewSidebar: string | null;
};

type TrackingSettings = Pick<ServerConfig, 'ANALYTICS_ID_NL' | 'ANALYTICS_ID_INTL' | 'CHAT_CRISP_WEBSITE_ID' | 'WEBWINKELKEUR_ID'>;

export function trackingFor(shop: ShopId, settings: TrackingSettings): Tracking {
  const id = shop === 'nl' ? settings.ANALYTICS_ID_NL : settings.ANALYTICS_ID_INTL;
  return {
    analytics: id ? { kind: id.startsWith('GTM-') ? 'gtm' : 'ga4', id } : null,
    chat: settings.CHAT_CRISP_WEBSITE_ID ?? null,
    reviewSidebar: shop === 'nl' ? (settings.WEBWINKELKEUR_ID ?? null) : null,
  };
}

export const tracksAnything = (t: Tracking): boolean => t.analytics !== null || t.chat !== null || t.reviewSidebar !== null;
