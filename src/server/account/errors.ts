/**
 * The errors the account calls share. A missing object and another customer's answer the same
 * 404 with the same message, so an id tells a stranger nothing.
 */
import { ApiError } from '../http/api-error.ts';
import { unauthenticated } from '../auth/session.ts';

export const orderNotFound = () => new ApiError(404, 'account.errors.orderNotFound');
export const addressNotFound = () => new ApiError(404, 'account.errors.addressNotFound');
/** The login is fine but the account is gone (deleted meanwhile): as if logged out. */
export const accountGone = unauthenticated;

const ID = /^[1-9]\d{0,9}$/;

/**
 * An object id from the path. Anything that cannot be an id names no object: the caller
 * answers it with its own 404, exactly like an id that does not exist.
 * @example pathId('12') // 12
 * @example pathId('12abc') // null
 */
export function pathId(value: string | undefined): number | null {
  if (!value || !ID.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
