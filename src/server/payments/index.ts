/**
 * The active payment provider, chosen by PAYMENT_PROVIDER and made once per process
 * (docs/payments.md). The orders side asks for `paymentProvider()`; only the test provider's
 * own page and call ask for `testProvider()`, which is null while Mollie takes the payments.
 */
import { config, type ServerConfig } from '../config.ts';
import { MollieProvider } from './mollie.ts';
import type { PaymentProvider } from './provider.ts';
import { TestProvider } from './test-provider.ts';

export type PaymentSettings = Pick<ServerConfig, 'PAYMENT_PROVIDER' | 'MOLLIE_API_KEY' | 'MOLLIE_API_URL' | 'PAYMENT_WEBHOOK_SECRET'>;

let active: PaymentProvider | undefined;

/** The provider the settings name (the settings refuse Mollie without its key at start). */
export function makePaymentProvider(settings: PaymentSettings): PaymentProvider {
  if (settings.PAYMENT_PROVIDER === 'mollie') {
    if (!settings.MOLLIE_API_KEY) throw new Error('PAYMENT_PROVIDER=mollie needs MOLLIE_API_KEY');
    return new MollieProvider({ apiKey: settings.MOLLIE_API_KEY, apiUrl: settings.MOLLIE_API_URL });
  }
  if (process.env.NODE_ENV === 'production') {
    console.warn('[payments] the test provider takes the payments: no money is moved; never take real orders with it (PAYMENT_PROVIDER=mollie)');
  }
  return new TestProvider({ secret: settings.PAYMENT_WEBHOOK_SECRET });
}

export function paymentProvider(): PaymentProvider {
  active ??= makePaymentProvider(config());
  return active;
}

/** The test provider when it is the active one, else null (its page and call then answer 404). */
export function testProvider(): TestProvider | null {
  const provider = paymentProvider();
  return provider instanceof TestProvider ? provider : null;
}

export {
  PaymentProviderError,
  FINAL_PAYMENT_STATUSES,
  type PaymentProvider,
  type PaymentStatus,
  type PaymentFacts,
  type NewPayment,
  type StartedPayment,
} from './provider.ts';
