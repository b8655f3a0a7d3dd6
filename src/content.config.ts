import { defineCollection } from 'astro:content';
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

/** Blog posts and projects: translated articles with a localized slug. */
const article = z.object({
  title: z.string(),
  description: z.string(),
  translationKey: z.string(),
  slug: z.string().regex(slugPattern),
  /** A date still to come keeps the entry out of sight until then, as a draft is. */
  publishedAt: z.coerce.date(),
  draft,
});

const blog = defineCollection({
  loader: glob({ pattern: '*/**/*.md', base: './src/content/blog', generateId }),
  schema: article.extend({ author: z.string() }),
});

const projects = defineCollection({
  loader: glob({ pattern: '*/**/*.md', base: './src/content/projects', generateId }),
  schema: article.extend({ maker: z.string() }),
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
