/**
 * The account calls (docs/api.md, login and account) through HTTP on the built shop, on every
 * engine: register, login with and without "remember me", the customer, the refresh token's
 * rotation and reuse detection, expiry, logout, CSRF, and login answers that tell nobody which
 * e-mails exist.
 */
import { describe, expect, it } from 'vitest';
import { engines } from '../helpers/engines.ts';
import {
  ageToken,
  bearer,
  customer,
  expectError,
  login,
  newEmail,
  newPassword,
  registerCustomer,
  setCookie,
  useAuthShop,
  type AuthClient,
} from './auth-support.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The refresh cookie's expiry, or null for a cookie that ends with the browser. */
function cookieExpiry(line: string): number | null {
  const expires = /;\s*expires=([^;]+)/i.exec(line)?.[1];
  const maxAge = /;\s*max-age=(\d+)/i.exec(line)?.[1];
  if (maxAge) return Date.now() + Number(maxAge) * 1000;
  return expires ? Date.parse(expires) : null;
}

const refresh = (client: AuthClient) => client.post('/api/refresh-token');

for (const engine of engines()) {
  describe(`auth flow on ${engine.name}`, () => {
    const shop = useAuthShop(engine);

    it('registers (201, token and user, logged in), in the language of the request', async () => {
      const client = shop.visitor({ locale: 'de' });
      const email = newEmail();
      const { answer, token } = await registerCustomer(client, {
        email: `  ${email.toUpperCase()} `,
        firstname: ' Jonas ',
        account_type: 'organization',
        newsletter: true,
      });
      expect(answer.body).toMatchObject({
        token: expect.stringMatching(TOKEN),
        token_type: 'Bearer',
        user: { email, firstname: 'Jonas', lastname: 'Jansen', account_type: 'organization', locale: 'de', newsletter: true, addresses: [] },
      });
      const expires = Date.parse(answer.body.expires_at);
      expect(expires - Date.now()).toBeGreaterThan(59 * 60 * 1000);
      expect(expires - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
      const cookie = setCookie(answer, 'refresh_token');
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//i);
      expect(cookieExpiry(cookie!)).toBeNull(); // no "remember me": gone with the browser
      expect(answer.headers['cache-control']).toBe('no-store');
      const me = await customer(client, token);
      expect(me.status).toBe(200);
      expect(me.body.user).toEqual(answer.body.user);
    });

    it('refuses a second account for the same e-mail, in any case', async () => {
      const client = shop.visitor();
      const { email } = await registerCustomer(client);
      const password = newPassword();
      const taken = await shop
        .visitor()
        .post('/api/register', { firstname: 'A', lastname: 'B', email: email.toUpperCase(), password, password_confirmation: password });
      expectError(taken, 422, 'An account with this e-mail address already exists. Log in or reset your password.');
      expect(taken.body.errors.email).toEqual([taken.body.message]);
    });

    it('logs in without "remember me" (a browser-session cookie) and with it (30 days)', async () => {
      const { email, password } = await registerCustomer(shop.visitor());
      const plain = await login(shop.visitor(), email, password);
      expect(plain.status).toBe(200);
      expect(plain.body.token).toMatch(TOKEN);
      expect(cookieExpiry(setCookie(plain, 'refresh_token')!)).toBeNull();
      const remembered = await login(shop.visitor(), `  ${email.toUpperCase()}`, password, true);
      expect(remembered.status).toBe(200);
      const expiry = cookieExpiry(setCookie(remembered, 'refresh_token')!);
      expect(expiry).not.toBeNull();
      expect(expiry! - Date.now()).toBeGreaterThan(29 * DAY_MS);
      expect(expiry! - Date.now()).toBeLessThanOrEqual(30 * DAY_MS + 60_000);
      expect(remembered.body.token).not.toBe(plain.body.token);
      expect((await customer(shop.visitor(), plain.body.token)).status).toBe(200);
      expect((await customer(shop.visitor(), remembered.body.token)).body.user.email).toBe(email);
    });

    it('answers an unknown e-mail and a wrong password alike (no enumeration)', async () => {
      const { email } = await registerCustomer(shop.visitor());
      const wrong = await login(shop.visitor(), email, 'not the password at all');
      const unknown = await login(shop.visitor(), newEmail('nobody'), 'not the password at all');
      expectError(wrong, 422, 'These credentials do not match our records.');
      expect(unknown.status).toBe(wrong.status);
      expect(unknown.body).toEqual(wrong.body);
      expect(setCookie(wrong, 'refresh_token')).toBeUndefined();
      const nl = await login(shop.visitor({ locale: 'nl' }), email, 'not the password at all');
      expectError(nl, 422, 'Deze gegevens komen niet overeen met onze administratie.');
    });

    it('needs a good bearer token for the customer: none, unknown or malformed is 401', async () => {
      const client = shop.visitor();
      expectError(await client.get('/api/account/customer'), 401, 'Unauthenticated.');
      expectError(await customer(client, 'A'.repeat(43)), 401);
      expectError(await customer(client, 'not a token'), 401);
      expectError(await client.get('/api/account/customer', { headers: { Authorization: 'Basic abc' } }), 401);
      expect((await client.post('/api/account/customer')).status).toBe(405);
    });

    it('refreshes: new tokens, the cookie rotated, "remember me" kept; the old cookie works again only within 30 s', async () => {
      const client = shop.visitor();
      const { email, password } = await registerCustomer(shop.visitor());
      const first = await login(client, email, password, true);
      const oldCookie = client.cookies.get('refresh_token')!;
      const renewed = await refresh(client);
      expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
      expect(renewed.body).toMatchObject({ token: expect.stringMatching(TOKEN), user: { email } });
      expect(renewed.body.token).not.toBe(first.body.token);
      const newCookie = client.cookies.get('refresh_token')!;
      expect(newCookie).toMatch(TOKEN);
      expect(newCookie).not.toBe(oldCookie);
      expect(cookieExpiry(setCookie(renewed, 'refresh_token')!)! - Date.now()).toBeGreaterThan(29 * DAY_MS);
      expect((await customer(client, renewed.body.token)).status).toBe(200);

      // A second tab sending the old cookie at the same moment is the owner too.
      const tab = client.from(client.ip);
      tab.cookies.set('refresh_token', oldCookie);
      expect((await refresh(tab)).status).toBe(200);
      // So is a page loaded with the old cookie at that moment: it shows the customer's page.
      const accountPage = (cookie: string) => {
        const page = shop.visitor();
        page.cookies.set('refresh_token', cookie);
        return page.get('/account/orders/', { headers: { Accept: 'text/html' } });
      };
      expect((await accountPage(oldCookie)).status).toBe(200);

      // Later, the old cookie can only be a stolen copy: the whole login ends.
      await ageToken(shop.database.db, oldCookie, 'revoked_at', 31);
      expect((await accountPage(oldCookie)).status).toBe(302);
      const thief = shop.visitor();
      thief.cookies.set('refresh_token', oldCookie);
      const reused = await refresh(thief);
      expectError(reused, 401, 'Your session has expired. Please log in again.');
      expect(setCookie(reused, 'refresh_token')).toMatch(/expires=thu, 01 jan 1970|max-age=0/i);
      expectError(await customer(client, renewed.body.token), 401);
      expectError(await refresh(client), 401);
      expectError(await refresh(tab), 401);
      // Another login of the same customer is not that login.
      expect((await login(shop.visitor(), email, password)).status).toBe(200);
    });

    it('refuses a refresh without cookie, with a malformed or unknown one', async () => {
      expectError(await refresh(shop.visitor()), 401);
      for (const value of ['x', 'A'.repeat(43), '%00']) {
        const client = shop.visitor();
        client.cookies.set('refresh_token', value);
        expectError(await refresh(client), 401);
      }
    });

    it('lets a bearer token expire after its hour; the refresh cookie then gives a new one', async () => {
      const client = shop.visitor();
      const { token } = await registerCustomer(client);
      await ageToken(shop.database.db, token, 'expires_at', 1);
      expectError(await customer(client, token), 401);
      const renewed = await refresh(client);
      expect(renewed.status).toBe(200);
      expect((await customer(client, renewed.body.token)).status).toBe(200);
    });

    it('ends a login whose refresh token expired: 401 and the cookie cleared', async () => {
      const client = shop.visitor();
      await registerCustomer(client);
      await ageToken(shop.database.db, client.cookies.get('refresh_token')!, 'expires_at', 1);
      const res = await refresh(client);
      expectError(res, 401);
      expect(client.cookies.has('refresh_token')).toBe(false);
    });

    it("logs out: that login's bearer and refresh tokens stop working at once, other logins go on", async () => {
      const { email, password } = await registerCustomer(shop.visitor());
      const laptop = shop.visitor();
      const phone = shop.visitor();
      const onLaptop = await login(laptop, email, password, true);
      const onPhone = await login(phone, email, password);
      // a refresh just before logging out: the replaced cookie is within its 30 s of grace
      const rotatedFrom = laptop.cookies.get('refresh_token')!;
      const renewed = await refresh(laptop);
      const cookie = laptop.cookies.get('refresh_token')!;
      const out = await laptop.post('/api/logout', undefined, bearer(renewed.body.token));
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ success: true });
      expect(laptop.cookies.has('refresh_token')).toBe(false);
      expectError(await customer(laptop, renewed.body.token), 401);
      expectError(await customer(laptop, onLaptop.body.token), 401);
      for (const value of [cookie, rotatedFrom]) {
        const copy = shop.visitor();
        copy.cookies.set('refresh_token', value);
        expectError(await refresh(copy), 401);
      }
      expect((await customer(phone, onPhone.body.token)).status).toBe(200);
      expect((await refresh(phone)).status).toBe(200);
    });

    it('logs out by the refresh cookie alone (the browser dropped its token first), and without any login', async () => {
      const client = shop.visitor();
      const { token } = await registerCustomer(client);
      expect((await client.post('/api/logout')).status).toBe(200);
      expectError(await customer(client, token), 401);
      const stranger = shop.visitor();
      expect((await stranger.post('/api/logout')).body).toEqual({ success: true });
      expect((await stranger.post('/api/logout', undefined, bearer('B'.repeat(43)))).status).toBe(200);
    });

    it('refuses every account write without the CSRF header (419) and runs nothing', async () => {
      const client = shop.visitor();
      const { email, password, token } = await registerCustomer(client);
      const noCsrf = { csrf: false };
      expectError(await client.post('/api/login', { email, password }, noCsrf), 419, 'CSRF token mismatch.');
      const other = newEmail();
      expectError(await client.post('/api/register', { firstname: 'A', lastname: 'B', email: other, password, password_confirmation: password }, noCsrf), 419);
      expectError(await login(shop.visitor(), other, password), 422); // it was not created
      expectError(await client.post('/api/refresh-token', undefined, noCsrf), 419);
      expectError(await client.post('/api/logout', undefined, { ...noCsrf, ...bearer(token) }), 419);
      expect((await customer(client, token)).status).toBe(200); // still logged in
      expectError(await client.post('/api/forgot-password', { email }, noCsrf), 419);
      expectError(await client.post('/api/reset-password', { token: 'A'.repeat(43), email, password, password_confirmation: password }, noCsrf), 419);
      // a header that does not match the cookie is no better
      const wrong = { csrf: false, headers: { 'X-XSRF-TOKEN': 'C'.repeat(43) } };
      expectError(await client.post('/api/login', { email, password }, wrong), 419);
    });

    it('answers other methods with 405', async () => {
      const client = shop.visitor();
      for (const path of ['/api/login', '/api/register', '/api/logout', '/api/refresh-token', '/api/forgot-password', '/api/reset-password']) {
        const res = await client.get(path);
        expect(res.status, path).toBe(405);
        expect(res.headers.allow).toBe('POST');
      }
    });
  });
}
