/** A new secret token: 32 random bytes in base64url (the shape of ../../lib/random-token.ts). */
import { randomBytes } from 'node:crypto';

export const newRandomToken = (): string => randomBytes(32).toString('base64url');
