/**
 * Finding an order for a caller who may read it (docs/checkout.md, reading an order): by its
 * secret (the X-Order-Token header, a link's `token`, or the confirmation cookie) or by the
 * login of its customer. Anyone else meets the same 404 as for an order that does not exist.
 *
 * Before an order awaiting payment is shown, its open payment is asked about (the shopper who
 * comes back from the payment page is often quicker than the provider's webhook, and a webhook
 * may never arrive), and an order whose payment window has passed is ended.
 */
import { db } from '../database.ts';
import { ApiError } from '../http/api-error.ts';
import { afterAnswer } from '../http/housekeeping.ts';
import { paymentProvider } from '../payments/index.ts';
import { PaymentProviderError } from '../payments/provider.ts';
import { expireOrder, latestOpenPayment, takePaymentReport } from './payments.ts';
import { loadOrder, mayRead, type StoredOrder } from './read.ts';
import { sendConfirmation } from './mail.ts';

export const orderNotFound = () => new ApiError(404, 'order.errors.notFound');

/** Asks the provider about the order's open payment; true when that made the order paid (its mail then goes out). */
async function refreshOpenPayment(order: StoredOrder, origin: string): Promise<boolean> {
  const provider = paymentProvider();
  const open = await latestOpenPayment(await db(), order.id, provider.name);
  if (!open) return false;
  try {
    const outcome = await takePaymentReport(provider.name, open);
    if (!outcome?.paidNow) return false;
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    console.error(`[payments] asking about payment ${open} failed:`, err.message);
    return false;
  }
  afterAnswer(
    'order confirmation mail',
    (async () => {
      const paid = await loadOrder(await db(), order.number);
      if (paid) await sendConfirmation(paid, origin);
    })(),
  );
  return true;
}

export async function readableOrder(
  number: string,
  tokens: readonly (string | null)[],
  customerId: number | null,
  origin: string,
  now = new Date(),
): Promise<StoredOrder> {
  const conn = await db();
  const order = await loadOrder(conn, number);
  if (!order || !tokens.concat([null]).some((token) => mayRead(order, token, customerId))) throw orderNotFound();
  if (order.status !== 'pending') return order;
  let changed = order.payment_status === 'open' && (await refreshOpenPayment(order, origin));
  if (!changed && order.expires_at && order.expires_at < now) changed = await expireOrder(order.id, now);
  return changed ? ((await loadOrder(conn, number)) ?? order) : order;
}

/** The address of the order's invoice for a caller who reads it with `token` (or as its customer, without one). */
export function invoiceUrlFor(order: StoredOrder, token: string | null): string {
  const base = `/api/checkout/orders/${encodeURIComponent(order.number)}/invoice`;
  return token ? `${base}?token=${encodeURIComponent(token)}` : base;
}
