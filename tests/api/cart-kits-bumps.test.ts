/**
 * Composite kits and order bumps through HTTP on every engine: a kit's parts (default
 * configuration, validation, merging, changing one part) and bump offers (trigger, one piece
 * at a discount on a line of its own).
 */
import { describe, expect, it } from 'vitest';
import { engines } from '../helpers/engines.ts';
import type { ShopClient } from '../helpers/shop-client.ts';
import type { CartItemJson, CartJson } from '#src/lib/cart/types.ts';
import { add, cents, expectCartError, expectConsistent, getCart, incl, off, okCart, remove, update, useShop, type Product } from './cart-support.ts';

const options = (...parts: Product[]) =>
  `[${parts
    .map((p) => p.id)
    .sort((a, b) => a - b)
    .join(',')}]`;

const kitLines = (cart: CartJson, kitId: number): CartItemJson[] => cart.items.filter((i) => i.product_id === kitId);

function onlyKitLine(cart: CartJson, kitId: number): CartItemJson {
  const lines = kitLines(cart, kitId);
  expect(lines, JSON.stringify(cart.items.map((i) => [i.product_id, i.options, i.quantity]))).toHaveLength(1);
  return lines[0]!;
}

for (const engine of engines()) {
  describe(`cart kits and bumps on ${engine.name}`, () => {
    const shop = useShop(engine);
    const p = () => shop.cat.product;
    /** KIT-RPI5-BYO as preselected: the 8GB Pi, the first power supply, case and storage. */
    const byoDefault = () => [p().pi8, p().psuWhite, p().caseRedWhite, p().sd32];
    /** KIT-ARD-ROBOTCAR with parts in stock (its default battery holder is sold out). */
    const robotBase = () => [p().unoWifi, p().motors, p().driver, p().battery4aa];

    const addKit = (client: ShopClient, kit: Product, quantity: number, parts?: string) =>
      add(client, kit.id, quantity, parts === undefined ? undefined : { options: parts });
    const updatePart = (client: ShopClient, itemId: number | string, part: Product, quantity: number) =>
      client.post(`/api/cart/update-composite-sub-product/${itemId}/${part.id}`, { quantity });
    const removePart = (client: ShopClient, itemId: number | string, part: Product) =>
      client.post(`/api/cart/remove-composite-sub-product/${itemId}/${part.id}`);

    describe('kits', () => {
      it('adds a kit in its default configuration when no options are sent', async () => {
        const client = shop.client();
        const res = await addKit(client, p().byoKit, 1);
        const line = onlyKitLine(okCart(res), p().byoKit.id);
        expect(line.options).toBe(options(...byoDefault()));
        expect(line.composite_data!.map((e) => [e.step, e.sku, e.quantity])).toEqual(byoDefault().map((part, i) => [i + 1, part.sku, 1]));
        expect(line.composite_data![0]).toMatchObject({
          step_title: 'Choose your Raspberry Pi 5',
          quantity_min: 1,
          quantity_max: 1,
          optional: false,
          infinite: false,
          discount: 0,
          min_allowed: 1,
          max_allowed: 1,
          can_remove: false,
        });
        expect(line.composite_data!.map((e) => e.discount)).toEqual([0, 10, 10, 5]);
        // stock of a kit: how many kits its parts allow (here the storage card, the scarcest part)
        expect(line.stock).toBe(Math.min(...byoDefault().map((part) => part.stock)));
        expect(res.body.gtm_event.ecommerce.items).toEqual([expect.objectContaining({ item_id: p().byoKit.sku, quantity: 1, item_variant: line.options })]);
        expect(res.body.remaining_stock).toBe(line.stock - 1);
      });

      it('prices a kit as the sum of its parts after their step discounts, VAT rounded per piece', async () => {
        const client = shop.client({ host: 'nl.localhost' });
        const cart = okCart(await addKit(client, p().byoKit, 2));
        const line = onlyKitLine(cart, p().byoKit.id);
        const discounts = [0, 10, 10, 5];
        const pieces = byoDefault().map((part, i) => off(part.priceCents, discounts[i]!));
        expect(cents(line.price)).toBe(pieces.reduce((a, b) => a + b, 0));
        expect(cents(line.price_with_tax)).toBe(pieces.reduce((a, b) => a + incl(b, 21), 0));
        expect(line.composite_data!.map((e) => cents(e.price_with_tax))).toEqual(pieces.map((c) => incl(c, 21)));
        expect(cents(line.total_with_tax)).toBe(2 * cents(line.price_with_tax));
        expectConsistent(cart);
      });

      it('merges the same kit with the same parts, sent in any order and spacing, into one line', async () => {
        const client = shop.client();
        okCart(await addKit(client, p().byoKit, 1));
        const [pi, psu, kase, sd] = byoDefault().map((part) => part.id);
        const cart = okCart(await addKit(client, p().byoKit, 2, ` [ ${sd}, ${kase},${psu} ,${pi}] `));
        const line = onlyKitLine(cart, p().byoKit.id);
        expect(line.quantity).toBe(3);
        expect(line.options).toBe(options(...byoDefault()));
      });

      it('keeps the same kit with other parts on a line of its own', async () => {
        const client = shop.client();
        okCart(await addKit(client, p().byoKit, 1));
        const cart = okCart(await addKit(client, p().byoKit, 1, options(...byoDefault(), p().cooler)));
        const lines = kitLines(cart, p().byoKit.id);
        expect(lines.map((l) => [l.options, l.quantity]).sort()).toEqual(
          [
            [options(...byoDefault()), 1],
            [options(...byoDefault(), p().cooler), 1],
          ].sort(),
        );
        const withExtra = lines.find((l) => l.composite_data!.some((e) => e.product_id === p().cooler.id))!;
        expect(withExtra.composite_data!.at(-1)).toMatchObject({
          step: 5,
          step_title: 'Extras',
          optional: true,
          discount: 15,
          can_remove: true,
          max_allowed: 3,
        });
        expect(cents(withExtra.price) - cents(lines.find((l) => l !== withExtra)!.price)).toBe(off(p().cooler.priceCents, 15));
      });

      it('takes two pieces of one part in a step with room for them', async () => {
        const client = shop.client();
        const cart = okCart(await addKit(client, p().byoKit, 1, options(...byoDefault(), p().cooler, p().cooler)));
        const line = onlyKitLine(cart, p().byoKit.id);
        expect(line.composite_data!.find((e) => e.product_id === p().cooler.id)).toMatchObject({ quantity: 2, min_allowed: 1, max_allowed: 3 });
      });

      it.each([
        ['a part the kit does not offer', (d: Product[], x: Record<string, Product>) => options(...d, x.sonar!), 'This part does not belong to the kit.'],
        ['a required step left out', (d: Product[]) => options(d[0]!, d[1]!, d[3]!), '“Case” needs at least 1.'],
        ['two Pis', (d: Product[], x: Record<string, Product>) => options(...d, x.pi2!), '“Choose your Raspberry Pi 5” takes at most 1.'],
        [
          'four extras',
          (d: Product[], x: Record<string, Product>) => options(...d, x.cooler!, x.camera!, x.hdmi1mWhite!, x.hdmi2mBlack!),
          '“Extras” takes at most 3.',
        ],
        ['no parts', () => '[]', 'A kit needs at least one part.'],
        ['options that are no parts list', () => 'the usual', 'This part does not belong to the kit.'],
        ['a part id of zero', (d: Product[]) => `[0,${d.map((x) => x.id).join(',')}]`, 'This part does not belong to the kit.'],
      ])('refuses %s with 422 and adds nothing', async (_, parts, message) => {
        const client = shop.client();
        const res = await addKit(client, p().byoKit, 1, parts(byoDefault(), p()));
        expectCartError(res, 422, message);
        expect(res.body.errors).toEqual({ options: [message] });
        expect(client.cookies.has('cart_token')).toBe(false);
      });

      it("names the step in the request's language", async () => {
        const [pi, psu, , sd] = byoDefault();
        const nl = await addKit(shop.client({ locale: 'nl' }), p().byoKit, 1, options(pi!, psu!, sd!));
        expectCartError(nl, 422, '“Behuizing” heeft er minstens 1 nodig.');
        const de = await addKit(shop.client({ locale: 'de' }), p().byoKit, 1, options(pi!, psu!, sd!));
        expectCartError(de, 422, '„Gehäuse“ braucht mindestens 1.');
      });

      it('refuses options for a product that is not a kit', async () => {
        const client = shop.client();
        expectCartError(await add(client, p().sonar.id, 1, { options: '[1,2]' }), 422, 'This product has no options to choose.');
      });

      it('refuses a kit with a part out of stock with 409', async () => {
        const client = shop.client();
        const [pi, psu, , sd] = byoDefault();
        expect(p().pibow.stock).toBe(0);
        const res = await addKit(client, p().byoKit, 1, options(pi!, psu!, p().pibow, sd!));
        expectCartError(res, 409, /out of stock/);
        expect(res.body).toMatchObject({ available: 0, product_id: p().pibow.id });
        // the robot car's preselected battery holder is sold out, so its default configuration is refused too
        expectCartError(await addKit(client, p().robotKit, 1), 409);
      });

      it("limits kits by their parts' stock, shared with plain lines of the same products", async () => {
        const client = shop.client();
        const sd = p().sd32;
        const kits = sd.stock - 2;
        const first = await addKit(client, p().byoKit, kits);
        expect(first.body.remaining_stock).toBe(2);
        const plain = await add(client, sd.id, 2);
        expect(plain.body.remaining_stock).toBe(0);
        const over = await addKit(client, p().byoKit, 1);
        expectCartError(over, 409);
        expect(over.body).toMatchObject({ available: 0, product_id: sd.id });
        const line = onlyKitLine((await getCart(client)).body, p().byoKit.id);
        expectCartError(await update(client, line.id, kits + 1), 409);
        expect(onlyKitLine((await getCart(client)).body, p().byoKit.id).quantity).toBe(kits);
      });

      it('takes an "infinite" step beyond its suggested maximum, up to 99 pieces', async () => {
        const client = shop.client();
        const five = Array(5).fill(p().sonar) as Product[];
        const line = onlyKitLine(okCart(await addKit(client, p().robotKit, 1, options(...robotBase(), ...five))), p().robotKit.id);
        expect(line.composite_data!.find((e) => e.product_id === p().sonar.id)).toMatchObject({
          quantity: 5,
          quantity_max: 4,
          infinite: true,
          optional: true,
          max_allowed: 99,
          can_remove: true,
        });
        const hundred = Array(100).fill(p().sonar) as Product[];
        expectCartError(await addKit(shop.client(), p().robotKit, 1, options(...robotBase(), ...hundred)), 422, '“Sensors” takes at most 99.');
      });

      describe('changing one part', () => {
        async function robotCar(client: ShopClient, ...extra: Product[]): Promise<CartItemJson> {
          return onlyKitLine(okCart(await addKit(client, p().robotKit, 1, options(...robotBase(), ...extra))), p().robotKit.id);
        }

        it('sets the pieces of a part per kit within its step and reprices the kit', async () => {
          const client = shop.client();
          const before = await robotCar(client);
          const res = await updatePart(client, before.id, p().motors, 2);
          const after = onlyKitLine(okCart(res), p().robotKit.id);
          expect(after.composite_data!.find((e) => e.product_id === p().motors.id)).toMatchObject({
            quantity: 2,
            min_allowed: 1,
            max_allowed: 2,
            can_remove: false,
          });
          expect(after.options).toBe(options(...robotBase(), p().motors));
          expect(cents(after.price) - cents(before.price)).toBe(off(p().motors.priceCents, 10));
          expect(after.id).toBe(before.id);
          expectCartError(await updatePart(client, before.id, p().motors, 3), 422, '“Motors” takes at most 2.');
        });

        it('lets an infinite step go up to 99 pieces, no further', async () => {
          const client = shop.client();
          const line = await robotCar(client, p().sonarP);
          expectCartError(await updatePart(client, line.id, p().sonarP, 100), 422, '“Sensors” takes at most 99.');
          const stock = p().sonarP.stock;
          expect(stock).toBeLessThan(99);
          expectCartError(await updatePart(client, line.id, p().sonarP, stock + 1), 409);
          const cart = okCart(await updatePart(client, line.id, p().sonarP, stock));
          expect(onlyKitLine(cart, p().robotKit.id).composite_data!.find((e) => e.product_id === p().sonarP.id)!.quantity).toBe(stock);
        });

        it('checks the stock for every kit of the line', async () => {
          const client = shop.client();
          const kits = Math.floor(p().motors.stock / 2) + 1; // two motors per kit for this many kits is more than the stock
          const line = onlyKitLine(okCart(await addKit(client, p().robotKit, kits, options(...robotBase()))), p().robotKit.id);
          const res = await updatePart(client, line.id, p().motors, 2);
          expectCartError(res, 409);
          expect(res.body.product_id).toBe(p().motors.id);
          expect(onlyKitLine((await getCart(client)).body, p().robotKit.id).options).toBe(options(...robotBase()));
        });

        it('removes an optional part but not the only part of a required step', async () => {
          const client = shop.client();
          const line = onlyKitLine(okCart(await addKit(client, p().byoKit, 1, options(...byoDefault(), p().cooler))), p().byoKit.id);
          expectCartError(await removePart(client, line.id, p().pi8), 422, 'This part cannot be removed: “Choose your Raspberry Pi 5” needs at least 1.');
          const res = await removePart(client, line.id, p().cooler);
          const after = onlyKitLine(okCart(res), p().byoKit.id);
          expect(after.options).toBe(options(...byoDefault()));
          expect(after.composite_data!.map((e) => e.product_id)).not.toContain(p().cooler.id);
        });

        it('merges the line into another line of the kit that now has the same parts', async () => {
          const client = shop.client();
          okCart(await addKit(client, p().byoKit, 2));
          const cart = okCart(await addKit(client, p().byoKit, 1, options(...byoDefault(), p().camera)));
          const withCamera = kitLines(cart, p().byoKit.id).find((l) => l.options !== options(...byoDefault()))!;
          const merged = okCart(await removePart(client, withCamera.id, p().camera));
          const line = onlyKitLine(merged, p().byoKit.id);
          expect(line.quantity).toBe(3);
          expect(line.options).toBe(options(...byoDefault()));
          expectCartError(await update(client, withCamera.id, 2), 404, 'Item not found');
        });

        it('answers 404 for a part not in the kit or a line not in the cart, 422 for a line that is no kit', async () => {
          const client = shop.client();
          const kit = onlyKitLine(okCart(await addKit(client, p().byoKit, 1)), p().byoKit.id);
          expectCartError(await removePart(client, kit.id, p().camera), 404, 'This part is not in the kit.');
          expectCartError(await updatePart(client, kit.id, p().sd64, 1), 404, 'This part is not in the kit.');
          const plain = okCart(await add(client, p().sonar.id, 1)).items.find((i) => i.product_id === p().sonar.id)!;
          expectCartError(await removePart(client, plain.id, p().sonar), 422, 'This cart line is not a kit.');
          expectCartError(await updatePart(client, 2_147_483_647, p().pi8, 1), 404, 'Item not found');
          expectCartError(await removePart(shop.client(), kit.id, p().cooler), 404, 'Item not found');
          expect(onlyKitLine((await getCart(client)).body, p().byoKit.id).options).toBe(kit.options);
        });

        it('changes nothing when a part is set to the pieces it has', async () => {
          const client = shop.client();
          const kit = onlyKitLine(okCart(await addKit(client, p().byoKit, 1)), p().byoKit.id);
          const cart = okCart(await updatePart(client, kit.id, p().pi8, 1));
          expect(cart.version).toBe(1);
        });
      });
    });

    describe('order bumps', () => {
      const addBump = (client: ShopClient, product: Product, bumpId: unknown) =>
        client.post(`/api/cart/add-order-bump-product/${product.id}`, { bump_id: bumpId });
      const removeBump = (client: ShopClient, product: Product, bumpId: unknown) =>
        client.post(`/api/cart/remove-order-bump-product/${product.id}`, { bump_id: bumpId });

      it('offers the cooler with the 8GB Pi, and the jumper wires to any cart holding something', async () => {
        const client = shop.client({ host: 'nl.localhost' });
        const cart = okCart(await add(client, p().pi8.id, 1));
        const cooler = p().cooler;
        expect(cart.orderBump.map((b) => b.bump_id).sort()).toEqual([shop.cat.bump.cooler, shop.cat.bump.jumpers].sort());
        expect(cart.orderBump.find((b) => b.bump_id === shop.cat.bump.cooler)).toMatchObject({
          product_id: cooler.id,
          discount_percent: 10,
          item_id: null,
          stock: cooler.stock,
          price: off(cooler.priceCents, 10) / 100,
          price_with_tax: incl(off(cooler.priceCents, 10), 21) / 100,
          original_price: cooler.priceCents / 100,
          original_price_with_tax: incl(cooler.priceCents, 21) / 100,
          title: expect.any(String),
          url: expect.stringMatching(/^\/.*product/),
        });
        const other = okCart(await add(shop.client(), p().pi2.id, 1));
        expect(other.orderBump.map((b) => b.bump_id)).toEqual([shop.cat.bump.jumpers]);
        expect((await getCart(shop.client())).body.orderBump).toEqual([]);
      });

      it('adds a bump once, on a line of its own at the discounted price', async () => {
        const client = shop.client();
        okCart(await add(client, p().pi8.id, 1));
        const res = await addBump(client, p().cooler, shop.cat.bump.cooler);
        const cart = okCart(res);
        const line = cart.items.find((i) => i.bump_id === shop.cat.bump.cooler)!;
        expect(line).toMatchObject({
          product_id: p().cooler.id,
          quantity: 1,
          options: `bump:${shop.cat.bump.cooler}`,
          price: off(p().cooler.priceCents, 10) / 100,
          original_price: p().cooler.priceCents / 100,
        });
        expect(res.body.gtm_event).toMatchObject({
          event: 'add_to_cart',
          ecommerce: { items: [{ item_id: p().cooler.sku, quantity: 1, price: line.price_with_tax }] },
        });
        expect(cart.orderBump.find((b) => b.bump_id === shop.cat.bump.cooler)!.item_id).toBe(line.id);
        expectConsistent(cart);
        const again = await addBump(client, p().cooler, shop.cat.bump.cooler);
        expect(okCart(again).version).toBe(cart.version);
        expect(again.body.cart.items.filter((i: CartItemJson) => i.product_id === p().cooler.id)).toHaveLength(1);
        expect(again.body.gtm_event).toBeNull();
      });

      it('keeps the bump line apart from the same product added at full price', async () => {
        const client = shop.client();
        okCart(await add(client, p().pi8.id, 1));
        okCart(await addBump(client, p().cooler, shop.cat.bump.cooler));
        const cart = okCart(await add(client, p().cooler.id, 2));
        const coolers = cart.items.filter((i) => i.product_id === p().cooler.id);
        expect(coolers.map((i) => [i.bump_id, i.quantity, cents(i.price)]).sort()).toEqual(
          [
            [null, 2, p().cooler.priceCents],
            [shop.cat.bump.cooler, 1, off(p().cooler.priceCents, 10)],
          ].sort(),
        );
        expectConsistent(cart);
      });

      it('refuses a bump whose trigger is not in the cart, an inactive bump, or a bump for another product', async () => {
        const client = shop.client();
        okCart(await add(client, p().pi2.id, 1));
        for (const res of [
          await addBump(client, p().cooler, shop.cat.bump.cooler),
          await addBump(client, p().psuWhite, shop.cat.bump.inactivePsu),
          await addBump(client, p().pi2, shop.cat.bump.jumpers),
          await addBump(client, p().cooler, 2_147_483_647),
        ])
          expectCartError(res, 404, 'This offer is not available.');
        const cart = (await getCart(client)).body;
        expect(cart.items.map((i: CartItemJson) => i.product_id)).toEqual([p().pi2.id]);
      });

      it('refuses every bump to a visitor without a cart', async () => {
        const client = shop.client();
        expectCartError(await addBump(client, p().jumpers, shop.cat.bump.jumpers), 404, 'This offer is not available.');
        expect(client.cookies.has('cart_token')).toBe(false);
      });

      it('refuses the trigger-less bump to a cart that holds nothing (it is not offered there)', async () => {
        const client = shop.client();
        const line = okCart(await add(client, p().sonar.id, 1)).items[0]!;
        const emptied = okCart(await remove(client, line.id));
        expect(emptied.orderBump).toEqual([]);
        expectCartError(await addBump(client, p().jumpers, shop.cat.bump.jumpers), 404, 'This offer is not available.');
        expect((await getCart(client)).body.items).toEqual([]);
      });

      it('refuses to change the quantity of a bump line', async () => {
        const client = shop.client();
        okCart(await add(client, p().sonar.id, 1));
        const cart = okCart(await addBump(client, p().jumpers, shop.cat.bump.jumpers));
        const line = cart.items.find((i) => i.bump_id === shop.cat.bump.jumpers)!;
        expect(cents(line.price)).toBe(off(p().jumpers.priceCents, 20));
        expectCartError(await update(client, line.id, 2), 422, 'An offer is for one piece; add more from the product page.');
        expect(okCart(await update(client, line.id, 1)).version).toBe(cart.version);
        expect((await getCart(client)).body.items.find((i: CartItemJson) => i.id === line.id).quantity).toBe(1);
      });

      it('removes the bump line; removing it again changes nothing', async () => {
        const client = shop.client();
        okCart(await add(client, p().pi8.id, 1));
        okCart(await addBump(client, p().cooler, shop.cat.bump.cooler));
        const res = await removeBump(client, p().cooler, shop.cat.bump.cooler);
        const cart = okCart(res);
        expect(cart.items.map((i) => i.product_id)).toEqual([p().pi8.id]);
        expect(res.body.gtm_event).toMatchObject({ event: 'remove_from_cart', ecommerce: { items: [{ item_id: p().cooler.sku, quantity: 1 }] } });
        expect(cart.orderBump.find((b) => b.bump_id === shop.cat.bump.cooler)!.item_id).toBeNull();
        const again = await removeBump(client, p().cooler, shop.cat.bump.cooler);
        expect(okCart(again).version).toBe(cart.version);
        expect(again.body.gtm_event).toBeNull();
      });

      it('removes a bump line through remove as well', async () => {
        const client = shop.client();
        okCart(await add(client, p().pi8.id, 1));
        const line = okCart(await addBump(client, p().cooler, shop.cat.bump.cooler)).items.find((i) => i.bump_id !== null)!;
        expect(okCart(await remove(client, line.id)).items.map((i) => i.product_id)).toEqual([p().pi8.id]);
      });

      it('needs a positive whole bump_id', async () => {
        const client = shop.client();
        okCart(await add(client, p().pi8.id, 1));
        for (const bumpId of [undefined, 'abc', -1, 0, 1.5, null]) {
          const res = await addBump(client, p().cooler, bumpId);
          expectCartError(res, 422);
          expect(Object.keys(res.body.errors)).toEqual(['bump_id']);
          expectCartError(await removeBump(client, p().cooler, bumpId), 422);
        }
      });
    });
  });
}
