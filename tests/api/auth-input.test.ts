/**
 * Bad input to the account calls is never a 500: every odd body (not JSON, wrong types, NUL
 * characters PostgreSQL cannot store, far too long, unicode) answers 4xx in the error contract,
 * with the problem named per field where there is a field; and a field error speaks the
 * request's language.
 */
import { describe, expect, it } from 'vitest';
import { engines } from '../helpers/engines.ts';
import { expectError, registerCustomer, useAuthShop } from './auth-support.ts';

const LONG = 'x'.repeat(20_000);
const ODD_BODIES: unknown[] = [
  'not json',
  '[]',
  'null',
  '"text"',
  '42',
  '{"email":',
  {},
  { email: null, password: null },
  { email: 5, password: true },
  { email: ['a@b.nl'], password: { x: 1 } },
  { email: 'a\u0000@example.com', password: 'x\u0000y' },
  { email: 'ä@ö.ü', password: '🍓'.repeat(200) },
  { email: LONG, password: LONG },
  { email: 'a@example.com', password: 'secret password', remember: 'yes' },
  { firstname: 'A\u0000', lastname: '\u0000', email: 'nul\u0000@example.com', password: 'p\u0000assword1234', password_confirmation: 'p\u0000assword1234' },
  { firstname: 'A', lastname: 'B', email: 'ok@example.com', password: 'long enough here', password_confirmation: 'long enough here', account_type: 'admin' },
  { token: null, email: null, password: 7 },
  { token: 'A'.repeat(43), email: 'x\u0000@example.com', password: 'long enough here', password_confirmation: 'long enough here' },
  { token: '../../etc', email: 'a@example.com' },
  { token: 'A'.repeat(43), email: 'a@example.com', password: ['x'], password_confirmation: null },
];
const PATHS = ['/api/login', '/api/register', '/api/forgot-password', '/api/reset-password', '/api/logout', '/api/refresh-token'];

for (const engine of engines()) {
  describe(`account input on ${engine.name}`, () => {
    const shop = useAuthShop(engine);

    it.each(PATHS)('%s answers every odd body with 4xx or a plain success, never 500', async (path) => {
      for (const body of ODD_BODIES) {
        const res = await shop.visitor().post(path, body);
        const shown = `${path} ${JSON.stringify(body).slice(0, 80)} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
        expect(res.status, shown).not.toBeGreaterThanOrEqual(500);
        if (res.status >= 400) {
          expect(res.body.error, shown).toBe(true);
          expect(res.body.status, shown).toBe(res.status);
          expect(typeof res.body.message, shown).toBe('string');
        } else {
          // logging out without a login, or the neutral forgot-password answer
          expect(res.body.success, shown).toBe(true);
        }
      }
    });

    it("names the missing login fields in the request's language", async () => {
      const en = await shop.visitor().post('/api/login', {});
      expectError(en, 422, 'Enter your e-mail address.');
      expect(en.body.errors).toEqual({ email: ['Enter your e-mail address.'], password: ['Enter your password.'] });
      const de = await shop.visitor({ locale: 'de' }).post('/api/login', { email: 'a@example.com' });
      expect(de.body.errors).toEqual({ password: ['Geben Sie Ihr Passwort ein.'] });
      const nl = await shop.visitor({ locale: 'nl' }).post('/api/forgot-password', { email: 'geen-adres' });
      expectError(nl, 422, 'Vul een geldig e-mailadres in.');
      expect(nl.body.errors).toEqual({ email: ['Vul een geldig e-mailadres in.'] });
    });

    it('names every missing registration field at once', async () => {
      const res = await shop.visitor().post('/api/register', { firstname: ' ', email: 'nope', password: 'short', password_confirmation: 'short' });
      expectError(res, 422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'firstname', 'lastname', 'password']);
    });

    it('names only the field that is wrong, whatever the other fields hold', async () => {
      const fields = {
        firstname: 'Anna',
        lastname: 'de Vries',
        email: 'anna@example.com',
        password: 'framboos taart 2026',
        password_confirmation: 'framboos taart 2026',
      };
      const cases: [Record<string, unknown>, string, string][] = [
        [{ firstname: 'A'.repeat(101) }, 'firstname', 'This is too long.'],
        [{ lastname: 42 }, 'lastname', 'Enter your last name.'],
        [{ account_type: 'company' }, 'account_type', 'Choose private or business.'],
        [{ newsletter: 'yes' }, 'newsletter', 'Choose yes or no.'],
        [{ password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) }, 'password', 'Choose a password of at most 128 characters.'],
      ];
      for (const [change, field, message] of cases) {
        const res = await shop.visitor().post('/api/register', { ...fields, ...change });
        expectError(res, 422);
        expect(res.body.errors, JSON.stringify(change).slice(0, 60)).toEqual({ [field]: [message] });
      }
      // A login password longer than any the shop accepts is simply wrong, not missing.
      const login = await shop.visitor().post('/api/login', { email: 'anna@example.com', password: 'x'.repeat(600) });
      expectError(login, 422);
      expect(login.body.errors).toEqual({ password: ['These credentials do not match our records.'] });
    });

    it('stores names without control characters', async () => {
      const { answer } = await registerCustomer(shop.visitor(), { firstname: 'An\u0000na', lastname: 'de\u0007 Vries' });
      expect(answer.body.user).toMatchObject({ firstname: 'Anna', lastname: 'de Vries' });
    });

    it('refuses a login e-mail with control characters as an invalid address', async () => {
      const { email, password } = await registerCustomer(shop.visitor());
      const res = await shop.visitor().post('/api/login', { email: `${email}\u0000`, password });
      expectError(res, 422, 'Enter a valid e-mail address.');
      expect(res.body.errors).toEqual({ email: ['Enter a valid e-mail address.'] });
    });
  });
}
