CREATE TABLE "page_cache_purges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_cache_purges_created_idx" ON "page_cache_purges" USING btree ("created_at");--> statement-breakpoint
-- Hand-written: the page cache's purge triggers (docs/page-cache.md, invalidation). Statement
-- triggers with transition tables: one INSERT into the purge log per statement, whatever the
-- number of rows, so seeding or a bulk price update stays cheap. One NOTIFY per transaction
-- (PostgreSQL folds equal notifications of one transaction into one).
CREATE FUNCTION page_cache_purge(tags text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF tags IS NULL OR cardinality(tags) = 0 THEN RETURN; END IF;
  INSERT INTO page_cache_purges (tag) SELECT DISTINCT t FROM unnest(tags) AS t WHERE t IS NOT NULL;
  PERFORM pg_notify('page_cache', '');
END $$;
--> statement-breakpoint
-- The stock a page shows is a band (exact below 20, then 20+, 50+, 100+): a sale that keeps a
-- product in its band changes no page.
CREATE FUNCTION page_cache_stock_band(stock integer) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN stock <= 0 THEN 0 WHEN stock < 20 THEN stock WHEN stock >= 100 THEN 100 WHEN stock >= 50 THEN 50 ELSE 20 END
$$;
--> statement-breakpoint
-- A category page lists the products of its subcategories too: a product's change purges its
-- categories and every category above them.
CREATE FUNCTION page_cache_category_tags(ids integer[]) RETURNS text[] LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up(id) AS (
    SELECT unnest(ids)
    UNION
    SELECT c.parent_id FROM categories c JOIN up ON c.id = up.id WHERE c.parent_id IS NOT NULL
  )
  SELECT coalesce(array_agg('c:' || id), '{}') FROM up WHERE id IS NOT NULL
$$;
--> statement-breakpoint
-- Generic: TG_ARGV[0] is an expression over a changed row `r` that yields its tags as text[].
CREATE FUNCTION page_cache_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  found text[];
  more text[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('SELECT array_agg(t) FROM new_rows r, unnest(%s) AS t', TG_ARGV[0]) INTO found;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format('SELECT array_agg(t) FROM old_rows r, unnest(%s) AS t', TG_ARGV[0]) INTO more;
    found := coalesce(found, '{}') || coalesce(more, '{}');
  END IF;
  PERFORM page_cache_purge(found);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Products: the product, its family's head, the categories that list it; `new` when one comes or
-- goes (the newest products). An update that changes nothing but the stock within its band
-- purges nothing.
CREATE FUNCTION page_cache_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT x) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id,
      LATERAL unnest(ARRAY[n.id, n.master_product_id, o.master_product_id]) AS x
    WHERE x IS NOT NULL AND (
      (to_jsonb(n) - 'stock') IS DISTINCT FROM (to_jsonb(o) - 'stock')
      OR page_cache_stock_band(n.stock) <> page_cache_stock_band(o.stock));
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT x) INTO ids FROM new_rows n, LATERAL unnest(ARRAY[n.id, n.master_product_id]) AS x WHERE x IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT x) INTO ids FROM old_rows o, LATERAL unnest(ARRAY[o.id, o.master_product_id]) AS x WHERE x IS NOT NULL;
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  PERFORM page_cache_purge(
    ARRAY(SELECT 'p:' || i FROM unnest(ids) AS i)
    || page_cache_category_tags(
         ARRAY(SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = ANY (ids))
         || ARRAY(SELECT p.category_id FROM products p WHERE p.id = ANY (ids) AND p.category_id IS NOT NULL))
    || ARRAY['new']);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER page_cache_products_ins AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION page_cache_products_changed();
--> statement-breakpoint
CREATE TRIGGER page_cache_products_upd AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION page_cache_products_changed();
--> statement-breakpoint
CREATE TRIGGER page_cache_products_del AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION page_cache_products_changed();
--> statement-breakpoint
-- The rest: one trigger per table and operation (transition tables allow one event each).
DO $$
DECLARE
  spec record;
  op text;
  refs text;
BEGIN
  FOR spec IN SELECT * FROM (VALUES
    ('product_translations', 'ARRAY[''p:'' || r.product_id]'),
    ('product_media', 'ARRAY[''p:'' || r.product_id]'),
    ('product_properties', 'ARRAY[''p:'' || r.product_id] || page_cache_category_tags(ARRAY(SELECT category_id FROM product_categories WHERE product_id = r.product_id))'),
    ('product_categories', 'ARRAY[''p:'' || r.product_id] || page_cache_category_tags(ARRAY[r.category_id])'),
    ('product_links', 'ARRAY[''p:'' || r.product_id]'),
    ('product_downloads', 'ARRAY[''p:'' || r.product_id]'),
    ('product_reviews', 'ARRAY[''p:'' || r.product_id]'),
    ('price_history', 'ARRAY[''p:'' || r.product_id]'),
    ('composite_steps', 'ARRAY[''p:'' || r.product_id]'),
    ('composite_step_products', 'ARRAY[''p:'' || r.product_id, ''p:'' || (SELECT product_id FROM composite_steps WHERE id = r.step_id)]'),
    ('brands', 'ARRAY(SELECT ''p:'' || id FROM products WHERE brand_id = r.id)'),
    ('categories', 'ARRAY[''shell'', ''c:'' || r.id]'),
    ('category_translations', 'ARRAY[''shell'', ''c:'' || r.category_id]'),
    ('content_pages', 'ARRAY[''content'']'),
    ('shop_reviews', 'ARRAY[''shell'']'),
    ('countries', 'ARRAY[''shell'']'),
    ('delivery_rates', 'ARRAY[''shell'']'),
    ('offer_bars', 'ARRAY[''shell'']'),
    ('payment_methods', 'ARRAY[''shell'']')
  ) AS s(tbl, tags) LOOP
    FOREACH op IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      refs := CASE op WHEN 'INSERT' THEN 'NEW TABLE AS new_rows' WHEN 'UPDATE' THEN 'OLD TABLE AS old_rows NEW TABLE AS new_rows' ELSE 'OLD TABLE AS old_rows' END;
      EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION page_cache_rows_changed(%L)',
        'page_cache_' || spec.tbl || '_' || lower(left(op, 3)), op, spec.tbl, refs, spec.tags);
    END LOOP;
  END LOOP;
END $$;
