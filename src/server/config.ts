/**
 * Typed server settings, read once from the environment. Every setting is listed in the README.
 * Invalid values stop the process at start with a clear message instead of failing later.
 */
import { z } from 'zod';
import { MAP_PROVIDERS } from '#src/lib/maps.ts';
import { hostName, type HostSettings } from './http/origins.ts';

const shopSchema = z.enum(['nl', 'international']);

/** A shop's public origin: http(s), a host, no path or query; kept without the trailing slash. */
const siteUrl = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// origin' })
    .refine((v) => /^https?:\/\/[^/?#]+\/?$/i.test(v), 'must be an origin only (scheme and host, no path or query)')
    .transform((v) => new URL(v).origin)
    .optional(),
);

/** A comma-separated list of host names, as the host settings hold them. */
const hostList = (value: string): string[] =>
  value
    .split(',')
    .map((h) => hostName(h))
    .filter(Boolean);

/** A tag id of Google Tag Manager (`GTM-` and 4–10 capitals or digits) or of GA4 (`G-` and 4–12). */
const analyticsId = z
  .string()
  .regex(/^(GTM-[A-Z0-9]{4,10}|G-[A-Z0-9]{4,12})$/, 'must be a Google Tag Manager container id (GTM-XXXXXXX) or a GA4 measurement id (G-XXXXXXXXXX)')
  .optional()
  .or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  /** PostgreSQL only: the shop speaks no other database's SQL. */
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL (the shop runs on PostgreSQL only)' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('data'),
  SHOP: shopSchema.optional().or(z.literal('').transform(() => undefined)),
  SHOP_NL_HOSTS: z.string().default('nl.localhost'),
  /** More host names the shop answers for (docs/http-edge.md, hosts and origins); loopback names always. */
  ALLOWED_HOSTS: z.string().default(''),
  /** Each shop's public origin, for every absolute link and mail; its host name is answered and picks the shop. */
  SITE_URL_NL: siteUrl,
  SITE_URL_INTERNATIONAL: siteUrl,
  /**
   * Base URL of the EU's VIES REST API for checking VAT numbers; unset, every check answers
   * 'unavailable' (docs/vat-numbers-and-addresses.md, what VIES answers).
   */
  VIES_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Redis for rate limits shared by every instance; without it each instance counts alone. */
  REDIS_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** SMTP server for mail (smtp:// or smtps://); without it mail goes to files under DATA_DIR/mail. */
  SMTP_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sender of the shop's mail. */
  MAIL_FROM: z.string().default('Framboos Elektronica <service@framboos.example>'),
  /**
   * Where the contact form's messages go (docs/contact.md): the customer service's mailbox;
   * default the company's address (src/lib/company.ts). The sender's copy comes from MAIL_FROM.
   */
  CONTACT_MAIL_TO: z
    .email({ error: 'must be an e-mail address' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The contact page's map (docs/contact.md, the map): `openstreetmap` offers a "Show map"
   * button that loads OpenStreetMap's embed when pressed; unset, the page shows the address with
   * a route planner link and loads nothing from a map provider.
   */
  MAP_PROVIDER: z
    .enum(MAP_PROVIDERS, { error: `must be one of: ${MAP_PROVIDERS.join(', ')} (or empty for no map)` })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Who takes the payments (docs/payments.md): the built-in test provider, which moves no money, or Mollie. */
  PAYMENT_PROVIDER: z.enum(['test', 'mollie'], { error: "must be 'test' or 'mollie'" }).default('test'),
  /** Mollie's API key (test_… or live_…); required with PAYMENT_PROVIDER=mollie (settingsSchema). */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_[A-Za-z0-9]{20,}$/, 'must be a Mollie API key starting with test_ or live_')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Another base URL for Mollie's API (a fake of it); HTTPS only, as the Mollie client speaks nothing else. */
  MOLLIE_API_URL: z
    .url({ protocol: /^https$/, error: 'must be an https:// URL (the Mollie client speaks HTTPS only)' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The key the test provider signs its webhooks with. The default is published in the source,
   * which is acceptable only because the test provider moves no money; Mollie does not use it.
   */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').default('framboos-test-provider-development-secret'),
  /**
   * The key that signs the newsletter's unsubscribe links (docs/newsletter.md). The default is
   * published in the source: a shop that mails real subscribers sets its own, or anyone could
   * unsubscribe anyone.
   */
  LINK_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').default('framboos-development-link-signing-secret-0001'),
  /**
   * Seed the demo customers (published passwords) into an empty database: default on for the
   * embedded database, off with DATABASE_URL (a shop on PostgreSQL may serve real customers).
   */
  DEMO_ACCOUNTS: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  /**
   * Each shop's tag: a Google Tag Manager container (GTM-…) or a GA4 measurement id (G-…); unset,
   * that shop loads no analytics and its policy allows no analytics host (docs/menus-and-shell.md,
   * analytics and consent).
   */
  ANALYTICS_ID_NL: analyticsId,
  ANALYTICS_ID_INTL: analyticsId,
  /** The Crisp chat widget's website id (a UUID), both shops; unset, no chat. */
  CHAT_CRISP_WEBSITE_ID: z
    .uuid({ error: 'must be a Crisp website id (a UUID such as 0f4c…-…)' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The Dutch shop's WebwinkelKeur member id (digits) for the merchant-review sidebar; unset, no sidebar. */
  WEBWINKELKEUR_ID: z
    .string()
    .regex(/^\d{1,10}$/, 'must be a WebwinkelKeur member id (digits only)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * A search whose every word is used by at least this many products is asked of an eighth of
   * them first, its counts estimated (docs/search.md, very broad searches); `0` never samples.
   */
  SEARCH_SAMPLE_FROM: z.coerce.number({ error: 'must be a number of products' }).int('must be a whole number').min(0, 'must be 0 or more').default(2000),
  /**
   * Memory of the page cache in megabytes (docs/page-cache.md); 0 turns it off. Each instance
   * keeps its own.
   */
  PAGE_CACHE_MB: z.coerce.number({ error: 'must be a number of megabytes' }).min(0, 'must be 0 or more').max(65_536, 'must be at most 65536').default(64),
  /**
   * Turns on GET /metrics (docs/observability.md): only a request with `Authorization: Bearer`
   * and this token gets the metrics; unset, /metrics is an unknown path like any other.
   */
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** One JSON access line per request on stdout (docs/observability.md); `0` turns them off. */
  LOG_REQUESTS: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  /** Trust X-Forwarded-Proto/For (and X-Request-Id) from a reverse proxy. */
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
});

/** Settings that depend on each other: Mollie takes no payment without its key. */
const settingsSchema = envSchema.refine((s) => s.PAYMENT_PROVIDER !== 'mollie' || s.MOLLIE_API_KEY !== undefined, {
  path: ['MOLLIE_API_KEY'],
  message: 'is required with PAYMENT_PROVIDER=mollie',
});

export type ServerConfig = z.infer<typeof envSchema> & HostSettings;

/** Demo accounts have published passwords: seeded for the embedded database, not for PostgreSQL unless asked. */
export const seedsDemoAccounts = (settings: Pick<ServerConfig, 'DEMO_ACCOUNTS' | 'DATABASE_URL'>): boolean => settings.DEMO_ACCOUNTS ?? !settings.DATABASE_URL;

let cached: ServerConfig | undefined;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid settings: ${problems}`);
  }
  const { SHOP_NL_HOSTS, ALLOWED_HOSTS, SITE_URL_NL, SITE_URL_INTERNATIONAL, TRUST_PROXY } = parsed.data;
  const siteHost = (url: string | undefined) => (url ? [hostName(new URL(url).host)] : []);
  const nlHosts = new Set([...hostList(SHOP_NL_HOSTS), ...siteHost(SITE_URL_NL)]);
  const allowedHosts = new Set([...nlHosts, ...hostList(ALLOWED_HOSTS), ...siteHost(SITE_URL_INTERNATIONAL)]);
  const siteUrls = { nl: SITE_URL_NL, international: SITE_URL_INTERNATIONAL };
  return { ...parsed.data, nlHosts, allowedHosts, siteUrls, trustProxy: TRUST_PROXY };
}

export function config(): ServerConfig {
  cached ??= readConfig();
  return cached;
}
