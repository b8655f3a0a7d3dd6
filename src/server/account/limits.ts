/**
 * Rate limits of the account calls, per customer: wrong current passwords (an e-mail or
 * password change with a borrowed token cannot guess for long) and codes of the order sync
 * (each sends an e-mail).
 */
import { limiter } from '../http/rate-limit.ts';

export const passwordChecksPerAccount = limiter('account-password', { points: 5, durationSec: 15 * 60 });
export const syncCodesPerAccount = limiter('order-sync-code', { points: 5, durationSec: 60 * 60 });
