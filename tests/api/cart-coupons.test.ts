/**
 * Coupons through HTTP on every engine (apply-coupon / delete-coupon, their messages; docs/cart.md,
 * coupons): the seeded coupons only (the PostgreSQL database is shared, coupon rows are never
 * changed), one coupon per cart, a reason of its own for each refusal in the request's language.
 */
import { describe, expect, it } from 'vitest';
import { engines } from '../helpers/engines.ts';
import type { ShopClient } from '../helpers/shop-client.ts';
import {
  add,
  applyCoupon,
  cents,
  expectCartError,
  expectConsistent,
  getCart,
  incl,
  lineOf,
  okCart,
  remove,
  useShop,
  type ClientOptions,
} from './cart-support.ts';

const MESSAGES = {
  en: {
    applied: 'Coupon applied successfully',
    removed: 'Coupon removed successfully',
    unknown: 'This coupon code does not exist.',
    expired: 'This coupon has expired.',
    notStarted: 'This coupon is not valid yet.',
    usedUp: 'This coupon has been used up.',
    minOrder: 'This coupon needs an order of at least €50.00.',
    required: 'Enter a coupon code.',
    notOnCart: 'This coupon is not on your cart.',
  },
  nl: {
    applied: 'Kortingscode toegepast',
    removed: 'Kortingscode verwijderd',
    unknown: 'Deze kortingscode bestaat niet.',
    expired: 'Deze kortingscode is verlopen.',
    notStarted: 'Deze kortingscode is nog niet geldig.',
    usedUp: 'Deze kortingscode is al opgebruikt.',
    minOrder: 'Deze kortingscode geldt vanaf een bestelbedrag van € 50,00.',
    required: 'Vul een kortingscode in.',
    notOnCart: 'Deze kortingscode staat niet op je winkelwagen.',
  },
  de: {
    applied: 'Gutschein erfolgreich eingelöst',
    removed: 'Gutschein erfolgreich entfernt',
    unknown: 'Diesen Gutscheincode gibt es nicht.',
    expired: 'Dieser Gutschein ist abgelaufen.',
    notStarted: 'Dieser Gutschein ist noch nicht gültig.',
    usedUp: 'Dieser Gutschein ist bereits aufgebraucht.',
    minOrder: 'Dieser Gutschein gilt ab einem Bestellwert von 50,00 €.',
    required: 'Geben Sie einen Gutscheincode ein.',
    notOnCart: 'Dieser Gutschein ist nicht im Warenkorb.',
  },
} as const;

/** Intl puts a (narrow) no-break space between amount and € in nl and de. */
const plainSpaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

for (const engine of engines()) {
  describe(`cart coupons on ${engine.name}`, () => {
    const shop = useShop(engine);
    const p = () => shop.cat.product;

    /** A visitor with an 8GB Pi and three sensors in the cart. */
    async function shopper(options: ClientOptions = {}): Promise<ShopClient> {
      const client = shop.client(options);
      okCart(await add(client, p().pi8.id, 1));
      okCart(await add(client, p().sonar.id, 3));
      return client;
    }

    it('applies a percentage coupon to the subtotal incl. VAT, with its VAT share off the tax', async () => {
      const client = await shopper({ host: 'nl.localhost' });
      const res = await applyCoupon(client, 'WELCOME10', 'NL');
      const cart = okCart(res);
      expect(res.body.message).toBe(MESSAGES.en.applied);
      const excl = p().pi8.priceCents + 3 * p().sonar.priceCents;
      const withTax = incl(p().pi8.priceCents, 21) + 3 * incl(p().sonar.priceCents, 21);
      const discount = Math.round(withTax / 10);
      const discountExcl = Math.round((discount * excl) / withTax);
      expect(cart.adjustments).toEqual([
        {
          id: shop.cat.coupon.WELCOME10,
          code: 'WELCOME10',
          type: 2,
          amount: 10,
          discount: discount / 100,
          discount_without_tax: discountExcl / 100,
          applies: true,
          message: null,
        },
      ]);
      expect(cents(cart.discount_with_tax)).toBe(discount);
      expect(cents(cart.discount)).toBe(discountExcl);
      expect(cents(cart.total)).toBe(withTax - discount);
      expect(cents(cart.total_without_tax)).toBe(excl - discountExcl);
      expect(cents(cart.tax)).toBe(withTax - discount - (excl - discountExcl));
      expectConsistent(cart);
    });

    it('applies a fixed coupon of €5.00 incl. VAT', async () => {
      const client = await shopper();
      const cart = okCart(await applyCoupon(client, 'FIVEOFF'));
      expect(cart.adjustments).toMatchObject([
        { id: shop.cat.coupon.FIVEOFF, code: 'FIVEOFF', type: 1, amount: 5, discount: 5, discount_without_tax: 5, applies: true },
      ]);
      expect(cents(cart.total)).toBe(cents(cart.sub_total_with_tax) - 500);
      expectConsistent(cart);
    });

    it('matches codes case-insensitively and without spaces', async () => {
      const client = await shopper();
      const cart = okCart(await applyCoupon(client, '  welcome 10 '));
      expect(cart.adjustments.map((a) => a.code)).toEqual(['WELCOME10']);
    });

    it('takes a fixed coupon bigger than the cart down to a total of 0, never below', async () => {
      const client = shop.client({ host: 'nl.localhost' });
      okCart(await add(client, p().sonar.id, 1)); // 2.95 incl. VAT
      const cart = okCart(await applyCoupon(client, 'FIVEOFF'));
      expect(cart.total).toBe(0);
      expect(cart.total_without_tax).toBe(0);
      expect(cart.tax).toBe(0);
      expect(cart.discount_with_tax).toBe(cart.sub_total_with_tax);
      expect(cart.adjustments[0]).toMatchObject({ amount: 5, discount: cart.sub_total_with_tax, applies: true });
      expectConsistent(cart);
    });

    it.each([
      ['XYZ-NOPE', 'unknown'],
      ['INACTIVE', 'unknown'],
      ['EXPIRED2024', 'expired'],
      ['FUTURE2030', 'notStarted'],
      ['LIMITED', 'usedUp'],
      ['MIN50', 'minOrder'],
      ['', 'required'],
      ['   ', 'required'],
    ] as const)('refuses %j with 422 and its own message, leaving the cart as it was', async (code, reason) => {
      const client = shop.client();
      okCart(await add(client, p().sonar.id, 1)); // 2.44: below MIN50's minimum
      const res = await applyCoupon(client, code);
      expectCartError(res, 422, MESSAGES.en[reason]);
      expect(res.body.errors).toEqual({ coupon: [MESSAGES.en[reason]] });
      const cart = (await getCart(client)).body;
      expect(cart.adjustments).toEqual([]);
      expect(cart.version).toBe(1);
    });

    for (const locale of ['nl', 'de'] as const) {
      it(`answers every coupon message in ${locale} with X-Locale: ${locale}`, async () => {
        const client = shop.client({ locale });
        okCart(await add(client, p().sonar.id, 1));
        const m = MESSAGES[locale];
        for (const [code, message] of [
          ['NOPE', m.unknown],
          ['INACTIVE', m.unknown],
          ['EXPIRED2024', m.expired],
          ['FUTURE2030', m.notStarted],
          ['LIMITED', m.usedUp],
          ['MIN50', m.minOrder],
          ['', m.required],
        ] as const) {
          const res = await applyCoupon(client, code);
          expect(res.status, code).toBe(422);
          expect(plainSpaces(res.body.message), code).toBe(message);
        }
        const applied = await applyCoupon(client, 'WELCOME10');
        expect(applied.body.message).toBe(m.applied);
        const removed = await client.post(`/api/cart/delete-coupon/${shop.cat.coupon.WELCOME10}`);
        expect(removed.body.message).toBe(m.removed);
        const again = await client.post(`/api/cart/delete-coupon/${shop.cat.coupon.WELCOME10}`);
        expectCartError(again, 404, m.notOnCart);
      });
    }

    it('speaks the X-Locale header, else the locale cookie, else Accept-Language, else English', async () => {
      const byCookie = shop.client();
      byCookie.cookies.set('locale', 'de');
      expect((await applyCoupon(byCookie, 'NOPE')).body.message).toBe(MESSAGES.de.unknown);
      const headerWins = shop.client({ locale: 'nl' });
      headerWins.cookies.set('locale', 'de');
      expect((await applyCoupon(headerWins, 'NOPE')).body.message).toBe(MESSAGES.nl.unknown);
      const byBrowser = shop.client();
      const res = await byBrowser.post('/api/cart/apply-coupon', { coupon: 'NOPE' }, { headers: { 'Accept-Language': 'nl-NL,nl;q=0.9,en;q=0.5' } });
      expect(res.body.message).toBe(MESSAGES.nl.unknown);
      const unknownLanguage = await shop
        .client()
        .post('/api/cart/apply-coupon', { coupon: 'NOPE' }, { headers: { 'Accept-Language': 'fr-FR', 'X-Locale': 'fr' } });
      expect(unknownLanguage.body.message).toBe(MESSAGES.en.unknown);
    });

    it('holds one coupon at a time: a second replaces the first', async () => {
      const client = await shopper();
      okCart(await applyCoupon(client, 'WELCOME10'));
      const cart = okCart(await applyCoupon(client, 'FIVEOFF'));
      expect(cart.adjustments.map((a) => a.code)).toEqual(['FIVEOFF']);
      expect(cart.discount_with_tax).toBe(5);
      expectConsistent(cart);
    });

    it('applying the same coupon again changes nothing', async () => {
      const client = await shopper();
      const first = okCart(await applyCoupon(client, 'WELCOME10'));
      const again = await applyCoupon(client, 'welcome10');
      expect(again.body.message).toBe(MESSAGES.en.applied);
      expect(okCart(again).version).toBe(first.version);
      expect(again.body.cart.adjustments).toHaveLength(1);
    });

    it('keeps the coupon it has when another is refused', async () => {
      const client = await shopper();
      okCart(await applyCoupon(client, 'WELCOME10'));
      expectCartError(await applyCoupon(client, 'EXPIRED2024'), 422, MESSAGES.en.expired);
      expect((await getCart(client)).body.adjustments.map((a: { code: string }) => a.code)).toEqual(['WELCOME10']);
    });

    it('checks the minimum incl. VAT of the shop asked: €45.41 passes in the Dutch shop (€54.95) but not for GB', async () => {
      const nl = shop.client({ host: 'nl.localhost' });
      okCart(await add(nl, p().pi2.id, 1));
      expect(okCart(await applyCoupon(nl, 'MIN50')).adjustments[0]).toMatchObject({ code: 'MIN50', applies: true, discount: 10 });
      const gb = shop.client();
      okCart(await add(gb, p().pi2.id, 1));
      expectCartError(await applyCoupon(gb, 'MIN50'), 422, MESSAGES.en.minOrder);
    });

    it('keeps a coupon whose minimum is no longer reached after a removal, giving nothing and saying why', async () => {
      const client = shop.client();
      okCart(await add(client, p().pi2.id, 1)); // 45.41
      const coolerLine = lineOf(okCart(await add(client, p().cooler.id, 1)), p().cooler.id); // + 4.92 = 50.33
      const applied = okCart(await applyCoupon(client, 'MIN50'));
      expect(applied.adjustments[0]).toMatchObject({ applies: true, discount: 10 });
      expect(cents(applied.total)).toBe(p().pi2.priceCents + p().cooler.priceCents - 1000);
      const after = okCart(await remove(client, coolerLine.id));
      expect(after.adjustments).toEqual([
        {
          id: shop.cat.coupon.MIN50,
          code: 'MIN50',
          type: 1,
          amount: 10,
          discount: 0,
          discount_without_tax: 0,
          applies: false,
          message: MESSAGES.en.minOrder,
        },
      ]);
      expect(cents(after.total)).toBe(p().pi2.priceCents);
      expect(after.discount_with_tax).toBe(0);
      expectConsistent(after);
      // and it gives again once the minimum is back
      const back = okCart(await add(client, p().cooler.id, 1));
      expect(back.adjustments[0]).toMatchObject({ applies: true, discount: 10, message: null });
    });

    it('removes the coupon with delete-coupon and restores the total', async () => {
      const client = await shopper();
      const before = okCart(await applyCoupon(client, 'FIVEOFF'));
      const res = await client.post(`/api/cart/delete-coupon/${shop.cat.coupon.FIVEOFF}`);
      const cart = okCart(res);
      expect(res.body.message).toBe(MESSAGES.en.removed);
      expect(cart.adjustments).toEqual([]);
      expect(cents(cart.total)).toBe(cents(before.total) + 500);
      expect(cart.version).toBe(before.version + 1);
    });

    it('answers 404 for a coupon not on the cart, and for a visitor without a cart', async () => {
      const client = await shopper();
      okCart(await applyCoupon(client, 'WELCOME10'));
      expectCartError(await client.post(`/api/cart/delete-coupon/${shop.cat.coupon.FIVEOFF}`), 404, MESSAGES.en.notOnCart);
      expect((await getCart(client)).body.adjustments).toHaveLength(1);
      const stranger = shop.client();
      expectCartError(await stranger.post(`/api/cart/delete-coupon/${shop.cat.coupon.WELCOME10}`), 404, MESSAGES.en.notOnCart);
    });

    it('refuses a coupon or country of the wrong shape with 422 per field', async () => {
      const client = await shopper();
      for (const body of [{ coupon: 10 }, { coupon: ['WELCOME10'] }, { coupon: 'X'.repeat(65) }]) {
        const res = await client.post('/api/cart/apply-coupon', body);
        expectCartError(res, 422);
        expect(Object.keys(res.body.errors)).toEqual(['coupon']);
      }
      for (const country of ['NLD', 'N1', 42]) {
        const res = await applyCoupon(client, 'WELCOME10', country);
        expectCartError(res, 422);
        expect(Object.keys(res.body.errors)).toEqual(['country']);
      }
      expect((await getCart(client)).body.adjustments).toEqual([]);
      expect(okCart(await applyCoupon(client, 'WELCOME10', 'nl')).adjustments).toHaveLength(1);
    });

    it('shows the coupon in the cart read with GET as well', async () => {
      const client = await shopper({ region: 'DE' });
      const applied = okCart(await applyCoupon(client, 'WELCOME10', 'DE'));
      const read = (await getCart(client)).body;
      expect(read.adjustments).toEqual(applied.adjustments);
      expect(read.total).toBe(applied.total);
    });
  });
}
