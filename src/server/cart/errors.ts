/**
 * Errors of the cart: API errors (../http/api-error.ts) whose messages live under `cart.errors`.
 */
import { ApiError, InputError, type ApiErrorOptions } from '../http/api-error.ts';

/** Keys under `cart.errors` in i18n/*.json. */
export type CartErrorKey =
  | 'fetch'
  | 'add'
  | 'update'
  | 'remove'
  | 'clear'
  | 'applyCoupon'
  | 'removeCoupon'
  | 'addBump'
  | 'removeBump'
  | 'removeSub'
  | 'updateSub'
  | 'itemNotFound'
  | 'cartNotFound'
  | 'productNotFound'
  | 'chooseVariant'
  | 'noOptions'
  | 'outOfStock'
  | 'stockLimit'
  | 'quantityInvalid'
  | 'quantityLimit'
  | 'cartFull'
  | 'kitUnknownPart'
  | 'kitTooFew'
  | 'kitTooMany'
  | 'kitEmpty'
  | 'kitPartRequired'
  | 'kitPartUnavailable'
  | 'partNotInKit'
  | 'notAKit'
  | 'bumpNotFound'
  | 'bumpQuantity'
  | 'couponRequired'
  | 'couponUnknown'
  | 'couponExpired'
  | 'couponNotStarted'
  | 'couponUsedUp'
  | 'couponMinOrder'
  | 'couponNotOnCart';

export class CartError extends ApiError {
  /** The key under `cart.errors`. */
  readonly key: CartErrorKey;

  constructor(status: number, key: CartErrorKey, options: ApiErrorOptions = {}) {
    super(status, `cart.errors.${key}`, options);
    this.name = 'CartError';
    this.key = key;
  }
}

export { InputError };
