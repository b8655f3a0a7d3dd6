/**
 * The rate limits of the account calls. Per address they stop a script, and are generous
 * enough for an office or a school behind one address; per account they count only failed
 * logins, forgotten on the next success, so an attacker cannot lock the owner out for longer
 * than a quarter of an hour.
 */
import { limiter } from '../http/rate-limit.ts';

export const loginPerAddress = limiter('login-ip', { points: 30, durationSec: 10 * 60 });
export const loginFailuresPerAccount = limiter('login-fail', { points: 5, durationSec: 15 * 60 });
export const registerPerAddress = limiter('register-ip', { points: 10, durationSec: 60 * 60 });
export const resetRequestsPerAccount = limiter('forgot-email', { points: 3, durationSec: 60 * 60 });
export const resetRequestsPerAddress = limiter('forgot-ip', { points: 10, durationSec: 60 * 60 });
export const resetsPerAddress = limiter('reset-ip', { points: 10, durationSec: 60 * 60 });
