-- Migration 0005's rule (a product is a part of one step of a kit only), checked after each
-- change instead of before: a BEFORE UPDATE trigger still saw the row's old version and refused
-- moving a part from one step to another. Moving a step to another kit is checked too, a
-- database that already breaks the rule stops here, and the look-up by product has an index.
DROP TRIGGER IF EXISTS composite_part_in_one_step ON composite_step_products;
--> statement-breakpoint
DROP FUNCTION IF EXISTS composite_part_in_one_step();
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS composite_step_products_product_idx ON composite_step_products (product_id);
--> statement-breakpoint
-- The products offered in more than one step of the kit (none when the rule holds).
CREATE FUNCTION composite_kit_parts_in_two_steps(kit integer) RETURNS SETOF integer LANGUAGE sql STABLE AS $$
  SELECT sp.product_id FROM composite_step_products sp JOIN composite_steps s ON s.id = sp.step_id
  WHERE s.product_id = kit GROUP BY sp.product_id HAVING count(*) > 1
$$;
--> statement-breakpoint
DO $$
DECLARE kit integer;
BEGIN
  FOR kit IN SELECT DISTINCT product_id FROM composite_steps LOOP
    IF EXISTS (SELECT 1 FROM composite_kit_parts_in_two_steps(kit)) THEN
      RAISE EXCEPTION 'kit % offers a product in more than one step; fix the catalogue before this migration', kit;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION composite_kit_parts_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kit integer;
  twice integer;
BEGIN
  IF TG_TABLE_NAME = 'composite_steps' THEN
    kit := NEW.product_id;
  ELSE
    SELECT product_id INTO kit FROM composite_steps WHERE id = NEW.step_id;
  END IF;
  SELECT p INTO twice FROM composite_kit_parts_in_two_steps(kit) p LIMIT 1;
  IF twice IS NOT NULL THEN
    RAISE EXCEPTION 'product % is a part in more than one step of kit %', twice, kit USING ERRCODE = 'unique_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER composite_kit_parts_check AFTER INSERT OR UPDATE ON composite_step_products
  FOR EACH ROW EXECUTE FUNCTION composite_kit_parts_check();
--> statement-breakpoint
CREATE TRIGGER composite_kit_parts_check AFTER UPDATE OF product_id ON composite_steps
  FOR EACH ROW EXECUTE FUNCTION composite_kit_parts_check();
