/** Search tables: derived data, rebuilt from the catalogue by src/server/search/indexer.ts. */
import { sql } from 'drizzle-orm';
import { pgTable, integer, text, varchar, timestamp, primaryKey, index, customType } from 'drizzle-orm/pg-core';
import { LOCALES } from '#src/lib/locales.ts';
import { products } from './catalog.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per sellable product (masters and single products, not variants) and locale: the
 * full-text document in that locale's text-search configuration, the lower-cased text for
 * trigram matching, exact codes (SKU, MPN, GTIN of the product and its variants), facet values
 * ("kleur:zwart", "merk:Raspberry Pi") and the lowest price, so a search reads one table.
 */
export const productSearch = pgTable(
  'product_search',
  {
    locale: varchar('locale', { length: 2 }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /**
     * The name's words as lexemes of the locale, compounds as their parts, without the brand's
     * words and without what follows "for"/"voor"/"für": what a query must name to name the
     * product itself (ranking, docs/search.md).
     */
    nameTerms: text('name_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    document: tsvector('document').notNull(),
    searchText: text('search_text').notNull(),
    codes: text('codes').array().notNull(),
    facets: text('facets').array().notNull(),
    /** The primary (leaf) category, for the category facet. */
    categoryId: integer('category_id'),
    /** Every category the product is listed in (leaf and ancestors), for the category filter. */
    categoryIds: integer('category_ids').array().notNull(),
    /** Lowest active price excluding VAT (a master's cheapest variant). */
    priceCents: integer('price_cents').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.productId] }),
    // The matching indexes are partial, one per locale: a search reads only its locale's entries,
    // and never ANDs them with a scan of a whole locale (docs/search.md, speed). A new locale
    // needs its own (a migration); searches name the locale as a literal (search/ranking.ts localeLiteral).
    ...LOCALES.flatMap((locale) => {
      const only = sql`${t.locale} = ${sql.raw(`'${locale}'`)}`;
      // An eighth of the products, chosen by a hash of their id: a very broad search reads these
      // alone and estimates its counts (docs/search.md, very broad searches). The locale is
      // inside the condition, not beside it, so no other index of the locale serves a sampled
      // search (search/ranking.ts inSampleOf writes the same expression).
      const sampled = sql`(CASE WHEN (hashint4(${t.productId}) & 7) = 0 THEN ${t.locale} END) = ${sql.raw(`'${locale}'`)}`;
      return [
        index(`product_search_document_${locale}_idx`).using('gin', t.document).where(only),
        index(`product_search_text_trgm_${locale}_idx`)
          .using('gin', sql`${t.searchText} gin_trgm_ops`)
          .where(only),
        index(`product_search_codes_${locale}_idx`).using('gin', t.codes).where(only),
        index(`product_search_document_sample_${locale}_idx`).using('gin', t.document).where(sampled),
        // Names by what they start with, byte by byte ("C"): a sampled search also finds every
        // product whose name starts with what was typed (search/ranking.ts).
        index(`product_search_name_${locale}_idx`)
          .on(sql`lower(${t.name}) COLLATE "C"`)
          .where(only),
        index(`product_search_text_trgm_sample_${locale}_idx`)
          .using('gin', sql`${t.searchText} gin_trgm_ops`)
          .where(sampled),
      ];
    }),
    index('product_search_categories_idx').using('gin', t.categoryIds),
  ],
);

/**
 * Words of product names, brands, categories and property values per locale (no stop words): the
 * dictionary for typo correction and for splitting compounds (src/server/search/compounds.ts).
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    locale: varchar('locale', { length: 2 }).notNull(),
    word: text('word').notNull(),
    /** How many products use the word (at the last full rebuild): short words split compounds only when common. */
    products: integer('products').notNull().default(0),
    /** The word's parts when it is a compound, space-separated ("temperatuur sensor"); null otherwise. */
    parts: text('parts'),
  },
  (t) => [primaryKey({ columns: [t.locale, t.word] }), index('search_vocabulary_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);
