/**
 * Errors of the cart as values with an HTTP status and a translation key (STYLE.md 9): the
 * operations throw them, the HTTP adapter turns them into the API's error contract in the
 * request's language. Anything else thrown is a bug and answers 500 through the middleware.
 */
import type { Translate } from '../../lib/i18n.ts';

/** Keys under `cart.errors` in i18n/*.json. */
export type CartErrorKey =
  | 'fetch' | 'add' | 'update' | 'remove' | 'clear' | 'applyCoupon' | 'removeCoupon' | 'addBump' | 'removeBump'
  | 'removeSub' | 'updateSub' | 'itemNotFound' | 'cartNotFound' | 'productNotFound' | 'chooseVariant' | 'noOptions'
  | 'outOfStock' | 'stockLimit' | 'quantityInvalid' | 'quantityLimit' | 'cartFull' | 'kitUnknownPart' | 'kitTooFew' | 'kitTooMany'
  | 'kitEmpty' | 'kitPartRequired' | 'kitPartUnavailable' | 'partNotInKit' | 'notAKit' | 'bumpNotFound' | 'bumpQuantity'
  | 'couponRequired' | 'couponUnknown' | 'couponExpired' | 'couponNotStarted' | 'couponUsedUp' | 'couponMinOrder'
  | 'couponNotOnCart';

type Params = Record<string, string | number>;

export class CartError extends Error {
  readonly status: number;
  readonly key: CartErrorKey;
  readonly params: Params;
  /** Extra fields for the answer, e.g. `available` with a stock error. */
  readonly data: Record<string, unknown>;
  /** Field the error belongs to, for the `errors` object of a 422. */
  readonly field: string | null;

  constructor(status: number, key: CartErrorKey, options: { params?: Params; data?: Record<string, unknown>; field?: string } = {}) {
    super(`cart error ${key}`);
    this.name = 'CartError';
    this.status = status;
    this.key = key;
    this.params = options.params ?? {};
    this.data = options.data ?? {};
    this.field = options.field ?? null;
  }

  localize(t: Translate): string {
    return t(`cart.errors.${this.key}`, this.params);
  }
}

/** Input that failed its check at the boundary: 422 with the problem per field (DESIGN.md error contract). */
export class InputError extends Error {
  readonly errors: Record<string, string[]>;
  constructor(errors: Record<string, string[]>) {
    super('invalid input');
    this.name = 'InputError';
    this.errors = errors;
  }
}
