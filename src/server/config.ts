/**
 * Typed server settings, read once from the environment. Every setting is listed in the README.
 * Invalid values stop the process at start with a clear message instead of failing later.
 */
import { z } from 'zod';

const shopSchema = z.enum(['nl', 'international']);

const envSchema = z.object({
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  DATABASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('data'),
  SHOP: shopSchema.optional().or(z.literal('').transform(() => undefined)),
  SHOP_NL_HOSTS: z.string().default('nl.localhost'),
  /** Absolute origins used in canonical links; default: the origin of the request. */
  SITE_URL_NL: z.url().optional(),
  SITE_URL_INTERNATIONAL: z.url().optional(),
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
   * Seed the demo customers (published passwords) into an empty database: default on for the
   * embedded database, off with DATABASE_URL (a shop on PostgreSQL may serve real customers).
   */
  DEMO_ACCOUNTS: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  /** Trust X-Forwarded-Proto/Host from a reverse proxy. */
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
});

export type ServerConfig = z.infer<typeof envSchema> & { nlHosts: Set<string> };

/** Demo accounts have published passwords: seeded for the embedded database, not for PostgreSQL unless asked. */
export const seedsDemoAccounts = (settings: Pick<ServerConfig, 'DEMO_ACCOUNTS' | 'DATABASE_URL'>): boolean => settings.DEMO_ACCOUNTS ?? !settings.DATABASE_URL;

let cached: ServerConfig | undefined;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid settings: ${problems}`);
  }
  const nlHosts = new Set(
    parsed.data.SHOP_NL_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  return { ...parsed.data, nlHosts };
}

export function config(): ServerConfig {
  cached ??= readConfig();
  return cached;
}
