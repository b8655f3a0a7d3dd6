/**
 * Checking a VAT number with the EU's VIES service, behind one small interface so the checkout
 * never depends on VIES being up (docs/vat-numbers-and-addresses.md, what VIES answers). Every
 * failure — network, timeout, an error status, an answer that makes no sense, a member state
 * that is down — is 'unavailable', never a throw: the order is then taken with VAT and the number
 * is checked later.
 */
import { z } from 'zod';
import { vatCountryOf } from '#src/lib/checkout/vat-number.ts';
import type { ServerConfig } from '#src/server/config.ts';

export type VatCheckStatus = 'valid' | 'invalid' | 'unavailable';

export type VatCheck = {
  status: VatCheckStatus;
  /** Trader name and address as the member state registered them, when it shares them. */
  name?: string;
  address?: string;
  /** When the shop asked. */
  checkedAt: Date;
  /** VIES's consultation number: the proof of the check for the tax office, when VIES gave one. */
  requestId?: string;
};

export interface VatChecker {
  /** `country` is the VAT prefix (EL for Greece; GR is read as EL), `number` the number without it. */
  check(country: string, number: string): Promise<VatCheck>;
}

/** The EU's VIES REST API. */
export const VIES_DEFAULT_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

/** How long the checkout waits for VIES before it goes on without an answer. */
export const VIES_DEFAULT_TIMEOUT_MS = 5_000;

const answerSchema = z.object({
  valid: z.boolean().optional(),
  name: z.string().nullish(),
  address: z.string().nullish(),
  requestIdentifier: z.string().nullish(),
  userError: z.string().nullish(),
  // Some failures come as a list of errors instead of a userError.
  errorWrappers: z.array(z.object({ error: z.string().nullish() })).nullish(),
});

/** VIES writes '---' where a member state does not share a name or address. */
function shared(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text && text !== '---' ? text : undefined;
}

function judge(body: unknown, checkedAt: Date): VatCheck {
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) return { status: 'unavailable', checkedAt };
  const answer = parsed.data;
  const error = answer.userError ?? answer.errorWrappers?.find((e) => e.error)?.error ?? undefined;
  const requestId = shared(answer.requestIdentifier);
  const ids = requestId ? { requestId } : {};
  if (error === 'INVALID_INPUT') return { status: 'invalid', checkedAt, ...ids };
  // Only a plain yes or no counts. The service or the member state did not answer (MS_UNAVAILABLE, TIMEOUT,
  // SERVICE_UNAVAILABLE, MS_MAX_CONCURRENT_REQ, GLOBAL_MAX_CONCURRENT_REQ), or said something the shop does not know:
  // the question stays open.
  if (error !== undefined && error !== 'VALID' && error !== 'INVALID') return { status: 'unavailable', checkedAt };
  // A yes that contradicts its own error (or the other way round) is no answer either.
  if (answer.valid === undefined || (answer.valid && error === 'INVALID') || (!answer.valid && error === 'VALID')) return { status: 'unavailable', checkedAt };
  if (!answer.valid) return { status: 'invalid', checkedAt, ...ids };
  const name = shared(answer.name);
  const address = shared(answer.address);
  return { status: 'valid', checkedAt, ...ids, ...(name ? { name } : {}), ...(address ? { address } : {}) };
}

export type ViesOptions = {
  /** Milliseconds to wait for the whole answer; default 5 s. */
  timeoutMs?: number;
  /** The clock of `checkedAt` (tests). */
  now?: () => Date;
};

/**
 * A checker that asks VIES (`POST {baseUrl}/check-vat-number`) with the platform's fetch.
 * @example await viesChecker().check('BE', '0428759497') // { status: 'valid', name: '…', checkedAt, requestId: '…' }
 */
export function viesChecker(baseUrl: string = VIES_DEFAULT_URL, opts: ViesOptions = {}): VatChecker {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/check-vat-number`;
  const timeoutMs = opts.timeoutMs ?? VIES_DEFAULT_TIMEOUT_MS;
  const now = opts.now ?? (() => new Date());
  return {
    async check(country, number) {
      const checkedAt = now();
      const countryCode = vatCountryOf(country) ?? country.trim().toUpperCase();
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ countryCode, vatNumber: number }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined);
          return { status: 'unavailable', checkedAt };
        }
        // The body is read under the same timeout: a service that stalls mid-answer is unavailable too.
        return judge(await response.json(), checkedAt);
      } catch {
        return { status: 'unavailable', checkedAt };
      }
    },
  };
}

/**
 * The checker without VIES (development and tests, or no VIES_URL set): every number stays unchecked.
 * @example await offlineChecker.check('BE', '0428759497') // { status: 'unavailable', checkedAt }
 */
export const offlineChecker: VatChecker = {
  async check() {
    return { status: 'unavailable', checkedAt: new Date() };
  },
};

/**
 * The checker the settings ask for: VIES at VIES_URL, or the offline checker when it is not set.
 * @example vatCheckerFor(config()).check('NL', '004495445B01')
 */
export function vatCheckerFor(settings: Pick<ServerConfig, 'VIES_URL'>, opts?: ViesOptions): VatChecker {
  return settings.VIES_URL ? viesChecker(settings.VIES_URL, opts) : offlineChecker;
}
