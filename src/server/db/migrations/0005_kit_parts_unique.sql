-- A kit's parts are named by product id (the cart line's options map product id to quantity,
-- docs/cart.md, kits), so a product may be offered in one step of a kit only: in two, a
-- chosen quantity could not say which step it fills. A trigger keeps it so for every writer
-- (seed, imports, back office), on PGlite and PostgreSQL alike. (Two writers adding the same
-- product to two steps at the same instant could both pass; catalogue edits are not that busy.)
CREATE FUNCTION composite_part_in_one_step() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM composite_step_products sp
    JOIN composite_steps s ON s.id = sp.step_id
    WHERE sp.product_id = NEW.product_id AND sp.step_id <> NEW.step_id
      AND s.product_id = (SELECT product_id FROM composite_steps WHERE id = NEW.step_id)
  ) THEN
    RAISE EXCEPTION 'product % is already a part in another step of this kit', NEW.product_id USING ERRCODE = 'unique_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER composite_part_in_one_step BEFORE INSERT OR UPDATE ON composite_step_products
  FOR EACH ROW EXECUTE FUNCTION composite_part_in_one_step();
