/**
 * A shopper's checkout as the server sees it (docs/checkout.md): their cart, the draft of what
 * they saved, the destination and its VAT, which steps are complete, and the order priced as it
 * would be placed now. The summary call, the step saves, the guard and the pages all read it
 * through here, so they never disagree about what is complete or what it costs.
 */
import { isReverseCharge, vatRateBp } from '#src/lib/vat.ts';
import { shopCountryOf, vatCountryOf } from '#src/lib/checkout/vat-number.ts';
import { eurosOf as euros } from '#src/lib/money.ts';
import type { CheckoutAnswer, InformationJson, SummaryJson } from '#src/lib/api/checkout.ts';
import type { Queryable } from '../db/client.ts';
import type { Session } from '../auth/tokens.ts';
import type { VatCheck } from '../db/schema.ts';
import { loadState, EMPTY_STATE } from '../cart/state.ts';
import type { CartContext } from '../cart/transaction.ts';
import type { CartState } from '../cart/view.ts';
import { priceOrder, type PricedOrder } from '../orders/pricing.ts';
import { loadDraft, EMPTY_DRAFT, type Draft } from './draft.ts';
import { loadDeliveryRates, paymentMethodsFor, type DeliveryRate } from './methods.ts';
import { deliveryWindow } from './promise.ts';

export type Shopper = {
  ctx: CartContext;
  session: Session | null;
  /** Where to deliver until the shopper saves an address (./shopper.ts). */
  defaultCountry: string;
};

export type Checkout = {
  cartId: string | null;
  state: CartState;
  draft: Draft;
  country: string;
  vatCheck: VatCheck | null;
  rates: DeliveryRate[];
  delivery: DeliveryRate | null;
  steps: { information: boolean; delivery: boolean; payment: boolean };
  /** Null for an empty cart. */
  priced: PricedOrder | null;
};

/** The destination: the saved delivery address, else the shopper's default (./shopper.ts). */
export function destinationOf(shopper: Shopper, information: InformationJson | null): string {
  return information ? information.address.country : shopper.defaultCountry;
}

/**
 * Whether a VAT number could make a delivery to `country` reverse-charged at all: a number of
 * that country, an EU country other than the Netherlands. Only then is VIES asked.
 */
export function reverseChargePossible(vatNumber: string, country: string): boolean {
  const vatCountry = vatCountryOf(vatNumber.slice(0, 2));
  return vatCountry !== null && shopCountryOf(vatCountry) === country && isReverseCharge({ country, validatedBusiness: true });
}

/**
 * Reverse charge (no VAT, the customer accounts for it): a business whose EU VAT number of the
 * destination country VIES confirmed, outside the Netherlands; or, before details are saved,
 * a customer the shop validated as a business in that country (as the cart shows it).
 */
export function reverseChargeOf(shopper: Shopper, information: InformationJson | null, vatCheck: VatCheck | null, country: string): boolean {
  if (!information) return isReverseCharge({ country, validatedBusiness: shopper.session?.businessCountries.includes(country) ?? false });
  if (information.customer_type !== 'organization' || !information.vat_number || vatCheck !== 'valid') return false;
  return reverseChargePossible(information.vat_number, country);
}

export async function loadCheckout(db: Queryable, shopper: Shopper, now = new Date()): Promise<Checkout> {
  const { ctx } = shopper;
  const state = ctx.owner ? ((await loadState(db, { owner: ctx.owner }, ctx.locale)) ?? EMPTY_STATE) : EMPTY_STATE;
  const cartId = state.cart?.id ?? null;
  const draft = cartId ? await loadDraft(db, cartId) : EMPTY_DRAFT;
  return checkoutOf(db, shopper, state, draft, now);
}

/** The checkout of a cart state and draft already loaded (a write has them in its transaction). */
export async function checkoutOf(db: Queryable, shopper: Shopper, state: CartState, draft: Draft, now = new Date()): Promise<Checkout> {
  const { ctx } = shopper;
  const information = draft.information;
  const country = destinationOf(shopper, information);
  const vatCheck = information?.vat_number ? draft.vatCheck : null;
  const reverseCharge = reverseChargeOf(shopper, information, vatCheck, country);
  const rates = await loadDeliveryRates(db, country, ctx.locale);
  const delivery = rates.find((r) => r.id === draft.deliveryMethod) ?? null;
  const payments = await paymentMethodsFor(country);
  const informationDone = information !== null;
  const deliveryDone = informationDone && delivery !== null;
  const paymentDone = deliveryDone && payments.some((m) => m.id === draft.paymentMethod);
  const priced =
    state.lines.length === 0
      ? null
      : priceOrder(state, {
          locale: ctx.locale,
          shop: ctx.shop,
          t: ctx.t,
          country,
          rateBp: vatRateBp({ country, validatedBusiness: reverseCharge }),
          reverseCharge,
          customerId: shopper.session?.customerId ?? null,
          delivery,
          now,
        });
  return {
    cartId: state.cart?.id ?? null,
    state,
    draft,
    country,
    vatCheck,
    rates,
    delivery,
    steps: { information: informationDone, delivery: deliveryDone, payment: paymentDone },
    priced,
  };
}

/** The priced order as the review (and an order's page) shows it. */
export function summaryJson(priced: PricedOrder, vatCheck: VatCheck | null, delivery: DeliveryRate | null, now: Date): SummaryJson {
  return {
    country: priced.country,
    reverse_charge: priced.reverseCharge,
    vat_check: vatCheck,
    lines: priced.lines.map((l) => ({
      product_id: l.productId,
      name: l.name,
      sku: l.sku,
      quantity: l.quantity,
      image: l.image,
      unit_price: euros(l.unitExclCents),
      unit_price_with_tax: euros(l.unitInclCents),
      total: euros(l.totalExclCents),
      total_with_tax: euros(l.totalInclCents),
      parts: l.parts.map((p) => ({ name: p.name, quantity: p.quantity })),
    })),
    coupon:
      priced.coupons.length === 0
        ? null
        : {
            code: priced.coupons.map((c) => c.code).join(', '),
            discount: euros(priced.discountExclCents),
            discount_with_tax: euros(priced.discountInclCents),
          },
    subtotal: euros(priced.subtotalExclCents),
    subtotal_with_tax: euros(priced.subtotalInclCents),
    discount: euros(priced.discountExclCents),
    discount_with_tax: euros(priced.discountInclCents),
    shipping: priced.shipping
      ? {
          method: priced.shipping.methodId,
          name: priced.shipping.name,
          price: euros(priced.shipping.exclCents),
          price_with_tax: euros(priced.shipping.inclCents),
        }
      : null,
    vat: priced.vatRows.map((r) => ({ rate: r.rateBp / 100, base: euros(r.baseCents), amount: euros(r.vatCents) })),
    total: euros(priced.totalInclCents),
    total_without_tax: euros(priced.totalExclCents),
    total_tax: euros(priced.totalTaxCents),
    delivery: delivery ? deliveryWindow(now, delivery) : null,
  };
}

export function checkoutAnswer(checkout: Checkout, now = new Date()): CheckoutAnswer {
  return {
    draft: { information: checkout.draft.information, delivery_method: checkout.draft.deliveryMethod, payment_method: checkout.draft.paymentMethod },
    steps: checkout.steps,
    summary: checkout.priced ? summaryJson(checkout.priced, checkout.vatCheck, checkout.delivery, now) : null,
  };
}
