/**
 * Password reset through HTTP on the built shop, on every engine: the neutral answer to a
 * forgotten password (same status and body for every e-mail), the mail in the customer's
 * language with a link to the reset page of the shop asked from, the single-use token kept only
 * as a hash, expiry, a newer link replacing an older one, the new password ending every login,
 * and the rate limits.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { rows } from '#src/server/db/query.ts';
import {
  bearer,
  customer,
  customerId,
  expectError,
  expectTooMany,
  login,
  mailLink,
  mailsTo,
  newEmail,
  newPassword,
  registerCustomer,
  resetLinkFor,
  resetPassword,
  sha256,
  useAuthShop,
  waitForMail,
} from './auth-support.ts';

const INVALID = {
  en: 'This link to reset your password is invalid or has expired. Request a new link.',
  nl: 'Deze link om je wachtwoord opnieuw in te stellen is ongeldig of verlopen. Vraag een nieuwe link aan.',
  de: 'Dieser Link zum Zurücksetzen Ihres Passworts ist ungültig oder abgelaufen. Fordern Sie einen neuen Link an.',
};
const SENT = 'If an account exists for this e-mail address, we have sent it a link to choose a new password. The link is valid for one hour.';

for (const engine of engines()) {
  describe(`password reset on ${engine.name}`, () => {
    const shop = useAuthShop(engine);
    const db = () => shop.database.db;

    it('answers a known and an unknown e-mail with the same status and body, and mails only the known one', async () => {
      const { email } = await registerCustomer(shop.visitor());
      const unknown = newEmail('nobody');
      const known = await shop.visitor().post('/api/forgot-password', { email });
      const other = await shop.visitor().post('/api/forgot-password', { email: unknown });
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ success: true, message: SENT });
      expect(other.status).toBe(known.status);
      expect(other.body).toEqual(known.body);
      expect(other.headers['content-length']).toBe(known.headers['content-length']);
      expect(other.headers['set-cookie']).toEqual(known.headers['set-cookie']);
      await waitForMail(email, 'password-reset');
      expect(mailsTo(unknown, 'password-reset')).toEqual([]);
      const nl = await shop.visitor({ locale: 'nl' }).post('/api/forgot-password', { email: unknown });
      expect(nl.body.message).toMatch(/^Als er een account met dit e-mailadres bestaat/);
    });

    it("mails the link in the customer's own language, to the reset page of the shop asked from, token and e-mail in the query", async () => {
      const german = await registerCustomer(shop.visitor({ locale: 'de' }));
      const asked = await shop.visitor({ locale: 'en' }).post('/api/forgot-password', { email: `  ${german.email.toUpperCase()} ` });
      expect(asked.status).toBe(200);
      const url = mailLink(await waitForMail(german.email, 'password-reset'));
      expect(`${url.origin}${url.pathname}`).toBe(`http://localhost/de/passwortrest/`);
      expect(url.searchParams.get('email')).toBe(german.email);
      expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const mail = await waitForMail(german.email, 'password-reset');
      expect(mail.subject).toBe('Neues Passwort wählen');
      expect(mail.text).toContain('Hallo Femke,');
      expect(mail.html).toContain(url.toString().replace(/&/g, '&amp;'));

      const dutch = await registerCustomer(shop.visitor({ locale: 'nl', host: 'nl.localhost' }));
      const onDutchShop = await resetLinkFor(shop.visitor({ host: 'nl.localhost' }), dutch.email);
      expect(`${onDutchShop.url.origin}${onDutchShop.url.pathname}`).toBe('http://nl.localhost/wachtwoord-reset/');
      expect((await waitForMail(dutch.email, 'password-reset')).subject).toBe('Kies een nieuw wachtwoord');

      const english = await registerCustomer(shop.visitor({ locale: 'en' }));
      const fromNl = await resetLinkFor(shop.visitor({ host: 'nl.localhost', locale: 'nl' }), english.email);
      expect(`${fromNl.url.origin}${fromNl.url.pathname}`).toBe('http://nl.localhost/en/password-reset/');
      expect((await waitForMail(english.email, 'password-reset')).subject).toBe('Choose a new password');
    });

    it('keeps only the SHA-256 of the token, valid for an hour', async () => {
      const { email } = await registerCustomer(shop.visitor());
      const { token } = await resetLinkFor(shop.visitor(), email);
      const stored = await rows<{ token_hash: string; minutes: number; used_at: unknown }>(
        db(),
        sql`
        SELECT token_hash, EXTRACT(EPOCH FROM expires_at - now()) / 60 AS minutes, used_at FROM password_resets
        WHERE customer_id = ${await customerId(db(), email)}`,
      );
      expect(stored).toHaveLength(1);
      expect(stored[0]!.token_hash).toBe(sha256(token));
      expect(Number(stored[0]!.minutes)).toBeGreaterThan(55);
      expect(Number(stored[0]!.minutes)).toBeLessThanOrEqual(60);
      expect(stored[0]!.used_at).toBeNull();
    });

    it('sets the new password: the old one stops working, every login ends, the token is used up, a notice is mailed', async () => {
      const { email, password } = await registerCustomer(shop.visitor());
      const laptop = shop.visitor();
      const laptopToken = (await login(laptop, email, password, true)).body.token as string;
      const phone = shop.visitor();
      const phoneLogin = await login(phone, email, password);
      // a refresh just before: the replaced cookie is within its 30 s of grace, and must die too
      const replaced = phone.cookies.get('refresh_token')!;
      expect((await phone.post('/api/refresh-token')).status).toBe(200);

      const { token } = await resetLinkFor(shop.visitor(), email);
      const fresh = newPassword();
      const res = await resetPassword(shop.visitor(), token, email, fresh);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Your password has been changed' });

      expectError(await login(shop.visitor(), email, password), 422);
      expect((await login(shop.visitor(), email, fresh)).status).toBe(200);
      expectError(await customer(laptop, laptopToken), 401);
      expectError(await customer(phone, phoneLogin.body.token), 401);
      expectError(await laptop.post('/api/refresh-token'), 401);
      expectError(await phone.post('/api/refresh-token'), 401);
      const copy = shop.visitor();
      copy.cookies.set('refresh_token', replaced);
      expectError(await copy.post('/api/refresh-token'), 401);

      const again = await resetPassword(shop.visitor(), token, email, newPassword());
      expectError(again, 422, INVALID.en);
      expect(again.body.errors).toEqual({ token: [INVALID.en] });
      expect((await login(shop.visitor(), email, fresh)).status).toBe(200);
      const notice = await waitForMail(email, 'password-changed');
      expect(notice.subject).toBe('Your password has been changed');
      expect(mailLink(notice).pathname).toBe('/password-reset/');
      expect(mailLink(notice).search).toBe('');
    });

    it("answers an unknown, malformed, expired or another e-mail's token with one message, in the request's language", async () => {
      const { email, password } = await registerCustomer(shop.visitor());
      const other = await registerCustomer(shop.visitor());
      const { token } = await resetLinkFor(shop.visitor(), email);
      const tries = [
        ['A'.repeat(43), email],
        [`${token}x`, email],
        ['', email],
        [token, other.email],
        [token, ''],
        [token, 'not-an-address'],
      ] as const;
      for (const [t, e] of tries) {
        const res = await resetPassword(shop.visitor(), t, e, newPassword());
        expectError(res, 422, INVALID.en);
        expect(res.body.errors).toEqual({ token: [INVALID.en] });
      }
      for (const locale of ['nl', 'de'] as const) {
        expectError(await resetPassword(shop.visitor({ locale }), 'A'.repeat(43), email, newPassword()), 422, INVALID[locale]);
      }
      await db().execute(sql`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = ${sha256(token)}`);
      expectError(await resetPassword(shop.visitor(), token, email, newPassword()), 422, INVALID.en);
      expect((await login(shop.visitor(), email, password)).status).toBe(200); // nothing changed
    });

    it('accepts the e-mail of the link in another case; a new link replaces the older unused one', async () => {
      const { email } = await registerCustomer(shop.visitor());
      const first = await resetLinkFor(shop.visitor(), email);
      const second = await resetLinkFor(shop.visitor(), email);
      expect(second.token).not.toBe(first.token);
      expectError(await resetPassword(shop.visitor(), first.token, email, newPassword()), 422, INVALID.en);
      const fresh = newPassword();
      expect((await resetPassword(shop.visitor(), second.token, email.toUpperCase(), fresh)).status).toBe(200);
      expect((await login(shop.visitor(), email, fresh)).status).toBe(200);
    });

    it('checks the new password against the policy without using the token up', async () => {
      const { email } = await registerCustomer(shop.visitor({ locale: 'nl' }));
      const { token } = await resetLinkFor(shop.visitor(), email);
      const cases = [
        ['kort', 'kort', 'password', 'Kies een wachtwoord van minstens 8 tekens.'],
        ['password123', 'password123', 'password', 'Dit wachtwoord is een van de meest gebruikte en makkelijk te raden. Kies een ander.'],
        [email, email, 'password', 'Je wachtwoord mag niet je e-mailadres zijn.'],
        ['x'.repeat(129), 'x'.repeat(129), 'password', 'Kies een wachtwoord van hoogstens 128 tekens.'],
        ['lang genoeg wachtwoord', 'lang genoeg wachtwoorD', 'password_confirmation', 'De twee wachtwoorden zijn niet gelijk.'],
      ] as const;
      for (const [password, confirmation, field, message] of cases) {
        const res = await resetPassword(shop.visitor({ locale: 'nl' }), token, email, password, confirmation);
        expectError(res, 422, message);
        expect(res.body.errors).toEqual({ [field]: [message] });
      }
      expect((await resetPassword(shop.visitor(), token, email, 'lang genoeg wachtwoord')).status).toBe(200);
    });

    it('lets the owner in at once after a reset, even when failed logins had locked the account', async () => {
      const { email } = await registerCustomer(shop.visitor());
      for (let i = 0; i < 5; i++) expectError(await login(shop.visitor(), email, 'wrong password here'), 422);
      const { token } = await resetLinkFor(shop.visitor(), email);
      const fresh = newPassword();
      expectTooMany(await login(shop.visitor(), email, fresh), 15 * 60);
      expect((await resetPassword(shop.visitor(), token, email, fresh)).status).toBe(200);
      const res = await login(shop.visitor(), email, fresh);
      expect(res.status).toBe(200);
      expect((await customer(shop.visitor(), res.body.token)).status).toBe(200);
    });

    it('limits links per e-mail (3 an hour, known or not) with 429 and Retry-After, and no mail beyond', async () => {
      const { email } = await registerCustomer(shop.visitor());
      const unknown = newEmail('nobody');
      for (const address of [email, unknown]) {
        for (let i = 0; i < 3; i++) expect((await shop.visitor().post('/api/forgot-password', { email: address })).status).toBe(200);
        const refused = await shop.visitor({ locale: 'de' }).post('/api/forgot-password', { email: address });
        expectTooMany(refused, 60 * 60);
        expect(refused.body.message).toMatch(/^Zu viele Versuche/);
      }
      await waitForMail(email, 'password-reset', 3);
      await new Promise((r) => setTimeout(r, 300));
      expect(mailsTo(email, 'password-reset')).toHaveLength(3);
    });

    it('limits link requests per address (10 an hour) and new passwords per address (10 an hour)', async () => {
      const client = shop.visitor();
      for (let i = 0; i < 10; i++) expect((await client.post('/api/forgot-password', { email: newEmail('nobody') })).status).toBe(200);
      expectTooMany(await client.post('/api/forgot-password', { email: newEmail('nobody') }), 60 * 60);
      expect((await shop.visitor().post('/api/forgot-password', { email: newEmail('nobody') })).status).toBe(200); // another address

      const { email } = await registerCustomer(shop.visitor());
      const { token } = await resetLinkFor(shop.visitor(), email);
      const guesser = shop.visitor();
      for (let i = 0; i < 10; i++) expectError(await resetPassword(guesser, 'A'.repeat(43), email, newPassword()), 422);
      expectTooMany(await resetPassword(guesser, token, email, newPassword()), 60 * 60);
      expect((await resetPassword(shop.visitor(), token, email, newPassword())).status).toBe(200);
    });

    it('takes the request only with a JSON e-mail; the bearer token of a login is not needed nor used', async () => {
      const { email, token } = await registerCustomer(shop.visitor());
      const res = await shop.visitor().post('/api/forgot-password', { email }, bearer(token));
      expect(res.status).toBe(200);
      expectError(await shop.visitor().post('/api/forgot-password', {}), 422, 'Enter your e-mail address.');
    });
  });
}
