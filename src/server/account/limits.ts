/**
 * Rate limits of the account calls, per customer: wrong current passwords (an e-mail or
 * password change or a deletion with a borrowed token cannot guess for long), codes of the
 * order sync (each sends an e-mail) and data exports (each reads every table of the customer).
 */
import { limiter } from '../http/rate-limit.ts';

export const passwordChecksPerAccount = limiter('account-password', { points: 5, durationSec: 15 * 60 });
export const syncCodesPerAccount = limiter('order-sync-code', { points: 5, durationSec: 60 * 60 });
export const exportsPerAccount = limiter('account-export', { points: 5, durationSec: 60 * 60 });
