/**
 * Saving the checkout's steps (docs/checkout.md, steps): the details, the delivery method and
 * the payment method, each checked against the destination before it is kept in the draft. A
 * step needs a cart with something in it; a method must serve the destination. Changing the
 * address keeps the methods chosen, and the guard asks again for those the new destination does
 * not offer.
 */
import type { CheckoutInformation } from '#src/lib/api/checkout.ts';
import type { InformationJson } from '#src/lib/api/checkout.ts';
import { db } from '../database.ts';
import { ApiError } from '../http/api-error.ts';
import { checkVatNumber } from './vat-check.ts';
import { loadCheckout, reverseChargePossible, type Checkout, type Shopper } from './checkout.ts';
import { saveDraft } from './draft.ts';
import { paymentMethodsFor } from './methods.ts';

const cartEmpty = () => new ApiError(409, 'order.errors.cartEmpty');

/** The details as the draft and the API keep them (snake_case, as the browser sends them). */
export function informationJsonOf(i: CheckoutInformation): InformationJson {
  return {
    email: i.email,
    firstname: i.firstname,
    lastname: i.lastname,
    phone: i.phone,
    customer_type: i.customerType,
    company: i.company,
    vat_number: i.vatNumber,
    address: { street: i.address.street, house_number: i.address.houseNumber, postcode: i.address.postcode, city: i.address.city, country: i.address.country },
    billing_address: i.billingAddress
      ? {
          street: i.billingAddress.street,
          house_number: i.billingAddress.houseNumber,
          postcode: i.billingAddress.postcode,
          city: i.billingAddress.city,
          country: i.billingAddress.country,
          firstname: i.billingAddress.firstname,
          lastname: i.billingAddress.lastname,
          company: i.billingAddress.company,
        }
      : null,
  };
}

async function withCart(shopper: Shopper): Promise<Checkout & { cartId: string }> {
  const checkout = await loadCheckout(await db(), shopper);
  if (!checkout.cartId || checkout.state.lines.length === 0) throw cartEmpty();
  return checkout as Checkout & { cartId: string };
}

export async function saveInformation(shopper: Shopper, information: CheckoutInformation): Promise<Checkout> {
  const checkout = await withCart(shopper);
  const conn = await db();
  // VIES is asked now, before the review, so the review shows the price the order will have;
  // only for a number that could change the price.
  const vatNumber = information.vatNumber;
  const vatCheck =
    vatNumber && reverseChargePossible(vatNumber, information.address.country)
      ? await checkVatNumber(conn, vatNumber, shopper.session?.customerId ?? null)
      : null;
  if (vatCheck === 'invalid') throw new ApiError(422, 'order.errors.vatNumberUnknown', { field: 'vat_number' });
  await saveDraft(conn, checkout.cartId, { ...checkout.draft, information: informationJsonOf(information), vatCheck });
  return loadCheckout(conn, shopper);
}

export async function saveDelivery(shopper: Shopper, methodId: string): Promise<Checkout> {
  const checkout = await withCart(shopper);
  if (!checkout.steps.information) throw new ApiError(409, 'order.errors.informationMissing');
  if (!checkout.rates.some((r) => r.id === methodId)) throw new ApiError(422, 'order.errors.deliveryMethodUnavailable', { field: 'delivery_method' });
  const conn = await db();
  await saveDraft(conn, checkout.cartId, { ...checkout.draft, deliveryMethod: methodId });
  return loadCheckout(conn, shopper);
}

export async function savePayment(shopper: Shopper, methodId: string): Promise<Checkout> {
  const checkout = await withCart(shopper);
  if (!checkout.steps.delivery) throw new ApiError(409, 'order.errors.deliveryMissing');
  if (!(await paymentMethodsFor(checkout.country)).some((m) => m.id === methodId))
    throw new ApiError(422, 'order.errors.paymentMethodUnavailable', { field: 'payment_method' });
  const conn = await db();
  await saveDraft(conn, checkout.cartId, { ...checkout.draft, paymentMethod: methodId });
  return loadCheckout(conn, shopper);
}
