/**
 * Third parties of a shop that has them configured (docs/menus-and-shell.md, analytics and
 * consent): consent defaults first, then the tag after the visitor's first mouse move, touch or
 * key, the chat once the page's stores have started, the Dutch shop's review sidebar a second
 * after that. The cookie banner asks once and can be opened again by any link to
 * `#cookie-settings`. Loaded only on pages of a shop with something configured.
 */
import { TRACKING_CONFIG_ID, gtag, startConsent } from '../shared/data-layer.ts';
import { consentState, readConsentChoice, saveConsentChoice, type ConsentChoice } from '../shared/consent.ts';

type Config = { analytics: { kind: 'gtm' | 'ga4'; id: string } | null; chat: string | null; reviewSidebar: string | null };
type TrackingWindow = Window & { dataLayer?: unknown[]; $crisp?: unknown[]; CRISP_WEBSITE_ID?: string; _webwinkelkeur_id?: number };

/** The review sidebar waits this long after the page's scripts ran. */
const SIDEBAR_DELAY_MS = 1000;
/** What counts as the visitor's first move: a mouse, and for touch and keyboard users their first touch or key. */
const FIRST_MOVE_EVENTS = ['mousemove', 'touchstart', 'keydown'] as const;

function readConfig(): Config | null {
  try {
    return JSON.parse(document.getElementById(TRACKING_CONFIG_ID)?.textContent ?? 'null') as Config | null;
  } catch {
    return null;
  }
}

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

let analyticsLoaded = false;

function loadAnalytics(analytics: NonNullable<Config['analytics']>): void {
  // A visitor who refused analytics gets no tag at all, not a tag told to hold back.
  if (analyticsLoaded || readConsentChoice() === 'necessary') return;
  analyticsLoaded = true;
  const w = window as TrackingWindow;
  const id = encodeURIComponent(analytics.id);
  if (analytics.kind === 'gtm') {
    (w.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    loadScript(`https://www.googletagmanager.com/gtm.js?id=${id}`);
  } else {
    gtag('js', new Date());
    gtag('config', analytics.id);
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${id}`);
  }
}

function afterFirstMove(run: () => void): void {
  const once = () => {
    for (const type of FIRST_MOVE_EVENTS) window.removeEventListener(type, once);
    run();
  };
  for (const type of FIRST_MOVE_EVENTS) window.addEventListener(type, once, { passive: true });
}

/** After `load`: the stores' boot scripts (cart, favourites) have run by then. */
function afterStoresStart(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

function setUpBanner(config: Config): void {
  const banner = document.getElementById('consent-banner');
  const status = document.getElementById('consent-status');
  if (!banner || !config.analytics) return;
  const analytics = config.analytics;
  const show = () => {
    banner.hidden = false;
    banner.querySelector<HTMLButtonElement>('button[data-consent]')?.focus();
  };
  if (readConsentChoice() === null) banner.hidden = false;
  banner.addEventListener('click', (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>('button[data-consent]');
    if (!button) return;
    const choice = button.dataset.consent as ConsentChoice;
    saveConsentChoice(choice);
    gtag('consent', 'update', consentState(choice));
    banner.hidden = true;
    if (status) status.textContent = status.dataset.saved ?? '';
    // A visitor who had refused and now agrees: the first move is long past, so the tag loads now.
    if (choice !== 'necessary' && !analyticsLoaded) loadAnalytics(analytics);
  });
  document.addEventListener('click', (e) => {
    if ((e.target as Element).closest('a[href="#cookie-settings"]')) {
      e.preventDefault();
      show();
    }
  });
}

const config = readConfig();
if (config) {
  startConsent();
  setUpBanner(config);
  const { analytics, chat, reviewSidebar } = config;
  if (analytics) afterFirstMove(() => loadAnalytics(analytics));
  afterStoresStart(() => {
    const w = window as TrackingWindow;
    if (chat) {
      w.$crisp = [];
      w.CRISP_WEBSITE_ID = chat;
      loadScript('https://client.crisp.chat/l.js');
    }
    if (reviewSidebar) {
      setTimeout(() => {
        w._webwinkelkeur_id = Number(reviewSidebar);
        loadScript('https://dashboard.webwinkelkeur.nl/sidebar.js');
      }, SIDEBAR_DELAY_MS);
    }
  });
}
