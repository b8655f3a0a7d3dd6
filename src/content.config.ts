import { defineCollection, type SchemaContext } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { PARTNER_KINDS } from './lib/partners.ts';

/**
 * Markdown content, one folder per locale (`{collection}/{en,nl,de}/…md`). `translationKey`
 * links the translations of one document; `path`/`slug` is its address in that locale.
 */
const shops = z.array(z.enum(['nl', 'international'])).default(['nl', 'international']);
/** Entry ids keep the locale folder ("en/terms"), also when the frontmatter has a `slug`. */
const generateId = ({ entry }: { entry: string }) => entry.replace(/\.md$/, '');
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/**
 * A draft shows only through a preview link: never in a list, a menu, the sitemap, the
 * alternates of its translations or the API's look-ups (docs/catalogue.md, drafts).
 */
const draft = z.boolean().default(false);

const pages = defineCollection({
  loader: glob({ pattern: '*/**/*.md', base: './src/content/pages', generateId }),
  schema: z.object({
    title: z.string(),
    description: z.string().optional(),
    translationKey: z.string(),
    /** Address below the locale prefix; nested paths allowed ("service/warranty"). */
    path: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/),
    shops,
    draft,
  }),
});

/** A product of the catalogue by its SKU, as the seeded catalogue writes them ("RPI-ZERO2W"). */
const sku = z.string().regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/);

/**
 * Blog posts and projects: translated articles with a localized slug and a cover illustration
 * (one per translation key, an SVG beside the Markdown in `src/content/covers/`), which the
 * build hashes and measures, so its width and height are known and it is cached for good
 * (docs/catalogue.md, covers and parts).
 */
const article = ({ image }: SchemaContext) =>
  z.object({
    title: z.string(),
    description: z.string(),
    translationKey: z.string(),
    slug: z.string().regex(slugPattern),
    /** A date still to come keeps the entry out of sight until then, as a draft is. */
    publishedAt: z.coerce.date(),
    draft,
    cover: image(),
    /** What the cover shows, in the entry's language. */
    coverAlt: z.string().min(1),
  });

/**
 * A part of a project: a catalogue product by SKU with the pieces it takes, or something the
 * shop does not sell by its name in the entry's language ("a radiation shield").
 */
const part = z.union([
  z.strictObject({ sku, quantity: z.number().int().min(1).max(99).default(1) }),
  z.strictObject({ label: z.string().min(1), quantity: z.number().int().min(1).max(99).optional() }),
]);

const blog = defineCollection({
  loader: glob({ pattern: '*/**/*.md', base: './src/content/blog', generateId }),
  schema: (context) =>
    article(context).extend({
      author: z.string(),
      /** Products the post talks about, shown as a row of cards at its end. */
      products: z.array(sku).max(8).default([]),
    }),
});

const projects = defineCollection({
  loader: glob({ pattern: '*/**/*.md', base: './src/content/projects', generateId }),
  schema: (context) => article(context).extend({ maker: z.string(), parts: z.array(part).min(1) }),
});

const faq = defineCollection({
  loader: glob({ pattern: '*/**/*.md', base: './src/content/faq', generateId }),
  schema: z.object({
    question: z.string(),
    topic: z.string(),
    order: z.number().int(),
    draft,
  }),
});

/**
 * The partners page (docs/contact.md, partners): one file per partner and locale, the
 * description in the body. `demo: true` marks the invented partners the shop ships with, for
 * editors to replace with real ones.
 */
const partners = defineCollection({
  loader: glob({ pattern: '*/**/*.md', base: './src/content/partners', generateId }),
  schema: z.object({
    name: z.string(),
    kind: z.enum(PARTNER_KINDS),
    /** The partner's own website. */
    url: z.url({ protocol: /^https$/ }),
    /** A file under public/partners/. */
    logo: z.string().regex(/^\/partners\/[a-z0-9-]+\.svg$/),
    location: z.string(),
    /** The year the partnership began. */
    since: z.number().int().min(1990).max(2100),
    /** Place within its kind, lowest first. */
    order: z.number().int(),
    translationKey: z.string(),
    demo: z.boolean().default(false),
    shops,
  }),
});

export const collections = { pages, blog, projects, faq, partners };
