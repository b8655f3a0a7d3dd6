/**
 * Rate limits of the contact form's call (docs/contact.md, the call), counted for every caller
 * alike, robots included, before the spam traps.
 */
import { limiter } from '../http/rate-limit.ts';

/** Per client address: an office behind one address writes a few, a script no more. */
export const messagesPerClient = limiter('contact-ip', { points: 10, durationSec: 60 * 60 });
/** Per e-mail address: nobody's mailbox is filled with copies they did not ask for. */
export const messagesPerAddress = limiter('contact-email', { points: 5, durationSec: 60 * 60 });
