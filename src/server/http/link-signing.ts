/**
 * Signatures of the links the shop hands out that must not be forged (docs/http-edge.md, signed
 * links): HMAC-SHA256 with LINK_SIGNING_SECRET over a message that names the link's purpose
 * first ("newsletter-unsubscribe:…", "content-preview:…"), so a signature made for one kind of
 * link is never valid for another. The signature is base64url (43 characters) and is compared in
 * constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config.ts';

export function linkSignature(message: string, secret: string = config().LINK_SIGNING_SECRET): string {
  return createHmac('sha256', secret).update(message).digest('base64url');
}

export function validLinkSignature(message: string, signature: string, secret?: string): boolean {
  const expected = Buffer.from(linkSignature(message, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
