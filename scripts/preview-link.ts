/**
 * Prints a preview link for a content page that is not live yet (docs/routing-and-seo.md,
 * drafts and previews):
 *   npm run preview-link -- /blog/my-post/                          international shop, 24 hours
 *   npm run preview-link -- /service/reparatie/ --shop nl --hours 72
 * The link opens the page on its own path until it expires (at most 7 days). It is signed with
 * LINK_SIGNING_SECRET, so run this with the shop's settings; it is built on SITE_URL_NL or
 * SITE_URL_INTERNATIONAL, else on http://localhost or http://nl.localhost with PORT (4321).
 * Only the path's shape is checked (a post, a project, the FAQ or a content page's address);
 * whether a page is there the database and the build know, and the shop may be holding the
 * database. Exit codes: 0 printed, 1 a path that is no content route, 2 invalid arguments.
 */
import { parseArgs } from 'node:util';
import { config } from '#src/server/config.ts';
import { PREVIEW_DEFAULT_HOURS, PREVIEW_MAX_HOURS, previewPath, previewUrl } from '#src/server/content/preview.ts';
import type { ShopId } from '#src/lib/locales.ts';

const USAGE = `Usage: npm run preview-link -- <path> [--shop nl|international] [--hours 1-${PREVIEW_MAX_HOURS}]`;

type Args = { path: string; shop: ShopId; hours: number };

function readArgs(argv: string[]): Args | string {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { shop: { type: 'string' }, hours: { type: 'string' } } });
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
  const { positionals, values } = parsed;
  if (positionals.length !== 1) return positionals.length === 0 ? 'give the path of the page' : 'give one path';
  const shop = values.shop ?? 'international';
  if (shop !== 'nl' && shop !== 'international') return `--shop must be nl or international, not "${shop}"`;
  const hours = values.hours === undefined ? PREVIEW_DEFAULT_HOURS : /^\d{1,4}$/.test(values.hours) ? Number(values.hours) : NaN;
  if (!(hours >= 1 && hours <= PREVIEW_MAX_HOURS)) return `--hours must be a whole number from 1 to ${PREVIEW_MAX_HOURS}, not "${values.hours}"`;
  return { path: positionals[0]!, shop, hours };
}

function main(): number {
  const args = readArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(`Error: ${args}\n${USAGE}`);
    return 2;
  }
  const target = previewPath(args.path, args.shop);
  if ('error' in target) {
    console.error(`Error: ${target.error}.`);
    return 1;
  }
  const settings = config();
  const host = args.shop === 'nl' ? 'nl.localhost' : 'localhost';
  const origin = settings.siteUrls[args.shop] ?? `http://${host}:${settings.PORT}`;
  const { url, expires } = previewUrl(origin, { shop: args.shop, path: target.path }, args.hours);
  console.log(url);
  console.error(`Valid until ${expires.toISOString()} (${args.hours} h); anyone with the link can see the page until then.`);
  return 0;
}

try {
  process.exitCode = main();
} catch (err) {
  // Settings that do not read (config() names them) and nothing else: one line, no stack.
  console.error(`Error: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
