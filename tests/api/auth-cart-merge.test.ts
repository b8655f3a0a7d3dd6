/**
 * The guest's cart joins the customer's at login and at registration, on every engine:
 * quantities are added but capped by stock, equal lines become one, an order bump's line is not
 * doubled, and the guest's coupon comes along when the customer's cart has none.
 */
import { describe, expect, it } from 'vitest';
import { engines } from '../helpers/engines.ts';
import type { ShopClient } from '../helpers/shop-client.ts';
import type { CartJson } from '#src/lib/cart/types.ts';
import { add, applyCoupon, expectConsistent, getCart, okCart, type Product } from './cart-support.ts';
import { bearer, login, registerCustomer, useAuthShop } from './auth-support.ts';

const addBump = (client: ShopClient, product: Product, bumpId: number, token?: string) =>
  client.post(`/api/cart/add-order-bump-product/${product.id}`, { bump_id: bumpId }, token ? bearer(token) : {});

/** The customer's cart as the API answers it to their bearer token. */
async function customerCart(client: ShopClient, token: string): Promise<CartJson> {
  const res = await client.get('/api/cart/cart', bearer(token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as CartJson;
}

const quantities = (cart: CartJson) =>
  Object.fromEntries(cart.items.map((i) => [`${i.product_id}${i.bump_id === null ? '' : `+bump${i.bump_id}`}`, i.quantity]));

for (const engine of engines()) {
  describe(`guest cart merge at login on ${engine.name}`, () => {
    const shop = useAuthShop(engine);
    const p = () => shop.cat.product;

    it("adds the guest's lines to the customer's: capped by stock, no doubled lines or bumps, the coupon carried over", async () => {
      const device = shop.visitor();
      const { email, password, token } = await registerCustomer(device);
      const hdmi = p().hdmi3m;
      expect(hdmi.stock).toBeGreaterThanOrEqual(2);
      okCart(await add(device, hdmi.id, hdmi.stock - 1, undefined, bearer(token).headers));
      okCart(await add(device, p().pi8.id, 1, undefined, bearer(token).headers));
      okCart(await addBump(device, p().cooler, shop.cat.bump.cooler, token));

      const guest = shop.visitor();
      okCart(await add(guest, hdmi.id, 2));
      okCart(await add(guest, p().pi8.id, 1));
      okCart(await addBump(guest, p().cooler, shop.cat.bump.cooler));
      okCart(await add(guest, p().sonar.id, 3));
      okCart(await applyCoupon(guest, 'WELCOME10'));
      expect(guest.cookies.has('cart_token')).toBe(true);

      const res = await login(guest, email, password);
      expect(res.status).toBe(200);
      expect(guest.cookies.has('cart_token')).toBe(false);
      const cart = await customerCart(guest, res.body.token);
      expect(quantities(cart)).toEqual({
        [hdmi.id]: hdmi.stock,
        [p().pi8.id]: 2,
        [`${p().cooler.id}+bump${shop.cat.bump.cooler}`]: 1,
        [p().sonar.id]: 3,
      });
      expect(cart.adjustments.map((a) => a.code)).toEqual(['WELCOME10']);
      expectConsistent(cart);
      // the other device sees the same cart; the guest cart is gone
      expect(quantities(await customerCart(device, token))).toEqual(quantities(cart));
      expect((await getCart(guest)).body.items).toEqual([]);
    });

    it("keeps the customer's own coupon over the guest's, and merges at registration too", async () => {
      const device = shop.visitor();
      const { email, password, token } = await registerCustomer(device);
      okCart(await add(device, p().sonar.id, 1, undefined, bearer(token).headers));
      okCart(await device.post('/api/cart/apply-coupon', { coupon: 'FIVEOFF', country: '' }, bearer(token)));

      const guest = shop.visitor();
      okCart(await add(guest, p().sonar.id, 2));
      okCart(await applyCoupon(guest, 'WELCOME10'));
      const res = await login(guest, email, password);
      const cart = await customerCart(guest, res.body.token);
      expect(quantities(cart)).toEqual({ [p().sonar.id]: 3 });
      expect(cart.adjustments.map((a) => a.code)).toEqual(['FIVEOFF']);

      const newcomer = shop.visitor();
      okCart(await add(newcomer, p().unoR3.id, 2));
      const registered = await registerCustomer(newcomer);
      expect(quantities(await customerCart(newcomer, registered.token))).toEqual({ [p().unoR3.id]: 2 });
      expect(newcomer.cookies.has('cart_token')).toBe(false);
    });

    it("logs in with an empty guest cart or none without touching the customer's cart", async () => {
      const device = shop.visitor();
      const { email, password, token } = await registerCustomer(device);
      okCart(await add(device, p().sonar.id, 2, undefined, bearer(token).headers));
      const res = await login(shop.visitor(), email, password);
      expect(quantities(await customerCart(device, res.body.token))).toEqual({ [p().sonar.id]: 2 });
    });
  });
}
