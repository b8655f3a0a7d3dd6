ALTER TABLE "products" ADD COLUMN "reference_price_cents" integer;--> statement-breakpoint
-- The was-price of a product (docs/prices-and-vat.md, was-prices): the lowest price of the 30
-- days before the current price began, when above it. A history row is valid from its
-- `valid_from` until the next row's; of the rows of one instant (one transaction) only the last
-- counts. The prices that overlap the 30 days are the one valid when they began and those that
-- started inside them. Three probes of the (product_id, valid_from) index.
CREATE FUNCTION reference_price_of(product integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT min(w.price_cents)::integer
  FROM (SELECT h.price_cents, h.valid_from FROM price_history h WHERE h.product_id = product
        ORDER BY h.valid_from DESC, h.id DESC LIMIT 1) cur
  CROSS JOIN LATERAL (
    (SELECT h.price_cents FROM price_history h WHERE h.product_id = product AND h.valid_from <= cur.valid_from - interval '30 days'
     ORDER BY h.valid_from DESC, h.id DESC LIMIT 1)
    UNION ALL
    (SELECT DISTINCT ON (h.valid_from) h.price_cents FROM price_history h
     WHERE h.product_id = product AND h.valid_from > cur.valid_from - interval '30 days' AND h.valid_from < cur.valid_from
     ORDER BY h.valid_from, h.id DESC)
  ) w
  GROUP BY cur.price_cents
  HAVING min(w.price_cents) > cur.price_cents
$$;--> statement-breakpoint
-- The history is the only input, so the was-price changes only when the history does: a price
-- change (its trigger writes the history), an import or a correction of the history.
CREATE FUNCTION price_history_reference_price() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  product integer;
  cents integer;
BEGIN
  FOREACH product IN ARRAY (CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW.product_id] WHEN 'DELETE' THEN ARRAY[OLD.product_id]
                            ELSE ARRAY[NEW.product_id, OLD.product_id] END) LOOP
    cents := reference_price_of(product);
    UPDATE products SET reference_price_cents = cents WHERE id = product AND reference_price_cents IS DISTINCT FROM cents;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER price_history_reference_price AFTER INSERT OR UPDATE OR DELETE ON price_history
  FOR EACH ROW EXECUTE FUNCTION price_history_reference_price();--> statement-breakpoint
-- Existing products get theirs once; the trigger keeps them from now on.
UPDATE products SET reference_price_cents = reference_price_of(id) WHERE reference_price_of(id) IS NOT NULL;
