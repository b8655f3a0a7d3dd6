/**
 * Personal information and notifications on every engine: the name, the e-mail address (the
 * current password, normalised, unique, a notice to the old address), the password (policy;
 * every other login ends, this one stays), notification settings, bad input and CSRF.
 */
import { describe, expect, it } from 'vitest';
import { engines } from '../helpers/engines.ts';
import { DEMO, PASSWORD, expectError, mailsTo, useAccountShop } from './account-support.ts';

for (const engine of engines()) {
  describe(`account personal information on ${engine.name}`, () => {
    const shop = useAccountShop(engine);

    it('changes the name (trimmed) and answers the user', async () => {
      const me = await shop.newCustomer();
      const res = await me.put('/api/account/profile', { firstname: '  Lotte ', lastname: 'van den Berg' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ success: true, user: { firstname: 'Lotte', lastname: 'van den Berg', email: me.email } });
      expect((await me.get('/api/account/customer')).body.user).toMatchObject({ firstname: 'Lotte', lastname: 'van den Berg' });
    });

    it("refuses an empty or too long name with 422 naming each field, in the request's language", async () => {
      const me = await shop.newCustomer('nl');
      const empty = await me.put('/api/account/profile', { firstname: ' ', lastname: 42 });
      expectError(empty, 422, 'Vul je voornaam in.');
      expect(empty.body.errors).toEqual({ firstname: ['Vul je voornaam in.'], lastname: ['Vul je achternaam in.'] });
      const long = await me.put('/api/account/profile', { firstname: 'x'.repeat(101), lastname: 'ok' });
      expectError(long, 422);
      expect(Object.keys(long.body.errors)).toEqual(['firstname']);
      for (const body of ['not json', '[1,2]', '"text"']) expectError(await me.put('/api/account/profile', body), 422);
      // Control characters (PostgreSQL refuses NUL in text) are dropped from names, never a 500.
      const nul = await me.put('/api/account/profile', { firstname: 'Lo\u0000tte\n', lastname: '\u0007Berg' });
      expect(nul.status, JSON.stringify(nul.body)).toBe(200);
      expect(nul.body.user).toMatchObject({ firstname: 'Lotte', lastname: 'Berg' });
      expectError(await me.put('/api/account/email', { email: `x\u0000${me.email}`, current_password: PASSWORD }), 422, 'Vul een geldig e-mailadres in.');
    });

    it('changes the e-mail address only with the current password, normalised, and tells the old address', async () => {
      const me = await shop.newCustomer();
      const next = `  New-${me.email.toUpperCase()} `;
      const expected = `new-${me.email}`;
      expectError(await me.put('/api/account/email', { email: next }), 422, 'Enter your current password.');
      const wrong = await me.put('/api/account/email', { email: next, current_password: 'not my password' });
      expectError(wrong, 422, 'Your current password is not correct.');
      expect(Object.keys(wrong.body.errors)).toEqual(['current_password']);
      expectError(await me.put('/api/account/email', { email: 'no-at-sign', current_password: PASSWORD }), 422, 'Enter a valid e-mail address.');
      const res = await me.put('/api/account/email', { email: next, current_password: PASSWORD });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.user.email).toBe(expected);
      expect(mailsTo(me.email, 'email-changed')).toHaveLength(1);
      expect(mailsTo(me.email, 'email-changed')[0]?.text).toContain(expected);
      expect((await shop.browser().post('/api/login', { email: expected, password: PASSWORD })).status).toBe(200);
      expectError(await shop.browser().post('/api/login', { email: me.email, password: PASSWORD }), 422);
    });

    it('refuses an e-mail address of another account, in any case', async () => {
      const me = await shop.newCustomer('de');
      const res = await me.put('/api/account/email', { email: DEMO.email.toUpperCase(), current_password: PASSWORD });
      expectError(res, 422, 'Diese E-Mail-Adresse gehört zu einem anderen Konto.');
      expect(res.body.errors).toHaveProperty('email');
      expect((await me.get('/api/account/customer')).body.user.email).toBe(me.email);
    });

    it('stops guessing the current password after five wrong ones (429 with Retry-After)', async () => {
      const me = await shop.newCustomer();
      const next = 'Een heel nieuw wachtwoord';
      for (let i = 0; i < 3; i++)
        expectError(await me.put('/api/account/password', { current_password: `wrong ${i}`, password: next, password_confirmation: next }), 422);
      // E-mail and password changes count together.
      for (let i = 3; i < 5; i++) expectError(await me.put('/api/account/email', { email: `x-${me.email}`, current_password: `wrong ${i}` }), 422);
      // Even the right password waits now.
      const sixth = await me.put('/api/account/email', { email: `x-${me.email}`, current_password: PASSWORD });
      expectError(sixth, 429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      expect((await me.get('/api/account/customer')).body.user.email).toBe(me.email);
    });

    it('checks a new password against the policy and its confirmation', async () => {
      const me = await shop.newCustomer();
      const change = (password: string, confirmation = password) =>
        me.put('/api/account/password', { current_password: PASSWORD, password, password_confirmation: confirmation });
      expectError(await change('short'), 422, 'Choose a password of at least 8 characters.');
      expectError(await change('password123'), 422, 'This password is one of the most used and easily guessed. Choose another one.');
      expectError(await change(me.email), 422, 'Your password may not be your e-mail address.');
      const mismatch = await change('Een heel nieuw wachtwoord', 'Een ander nieuw wachtwoord');
      expectError(mismatch, 422, 'The two passwords do not match.');
      expect(Object.keys(mismatch.body.errors)).toEqual(['password_confirmation']);
      expectError(
        await me.put('/api/account/password', { password: 'Een heel nieuw wachtwoord', password_confirmation: 'Een heel nieuw wachtwoord' }),
        422,
        'Enter your current password.',
      );
    });

    it('a password change ends every other login of the customer and keeps this one', async () => {
      const me = await shop.newCustomer();
      const phone = await shop.loginAs({ email: me.email, password: PASSWORD });
      const tablet = await shop.loginAs({ email: me.email, password: PASSWORD });
      expect((await phone.get('/api/account/orders')).status).toBe(200);
      const res = await me.put('/api/account/password', {
        current_password: PASSWORD,
        password: 'Een heel nieuw wachtwoord',
        password_confirmation: 'Een heel nieuw wachtwoord',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: expect.stringContaining('other devices') });
      // The other logins: bearer tokens and refresh cookies are dead.
      for (const other of [phone, tablet]) {
        expectError(await other.get('/api/account/orders'), 401);
        expectError(await other.post('/api/refresh-token'), 401);
      }
      // This login goes on: its bearer token, and its refresh cookie.
      expect((await me.get('/api/account/orders')).status).toBe(200);
      const refreshed = await me.post('/api/refresh-token');
      expect(refreshed.status).toBe(200);
      me.token = refreshed.body.token;
      expect((await me.get('/api/account/customer')).status).toBe(200);
      expectError(await shop.browser().post('/api/login', { email: me.email, password: PASSWORD }), 422);
      expect((await shop.browser().post('/api/login', { email: me.email, password: 'Een heel nieuw wachtwoord' })).status).toBe(200);
    });

    it('reads and changes notification settings, one or all at once', async () => {
      const me = await shop.newCustomer();
      expect((await me.get('/api/account/notifications')).body).toEqual({
        notifications: { order_updates: true, back_in_stock: true, product_news: false, review_requests: true, newsletter: false },
      });
      const one = await me.put('/api/account/notifications', { product_news: true, unknown_setting: true });
      expect(one.status).toBe(200);
      expect(one.body.notifications).toEqual({ order_updates: true, back_in_stock: true, product_news: true, review_requests: true, newsletter: false });
      const all = { order_updates: false, back_in_stock: false, product_news: false, review_requests: false, newsletter: true };
      expect((await me.put('/api/account/notifications', all)).body.notifications).toEqual(all);
      expect((await me.get('/api/account/notifications')).body.notifications).toEqual(all);
      expect((await me.get('/api/account/customer')).body.user).toMatchObject({
        newsletter: true,
        notification_preferences: { order_updates: false, product_news: false },
      });
    });

    it('refuses a setting that is not true or false', async () => {
      const me = await shop.newCustomer('de');
      const res = await me.put('/api/account/notifications', { newsletter: 'yes', order_updates: 1, back_in_stock: true });
      expectError(res, 422, 'Wählen Sie Ja oder Nein.');
      expect(Object.keys(res.body.errors).sort()).toEqual(['newsletter', 'order_updates']);
      expect((await me.get('/api/account/notifications')).body.notifications.back_in_stock).toBe(true);
    });

    it('needs the CSRF token and a bearer token for every write', async () => {
      const me = await shop.newCustomer();
      const noCsrf = await me.http.send('PUT', '/api/account/profile', {
        body: { firstname: 'A', lastname: 'B' },
        headers: { Authorization: `Bearer ${me.token}` },
      });
      expect(noCsrf.status).toBe(419);
      const stranger = shop.browser();
      for (const path of ['/api/account/profile', '/api/account/email', '/api/account/password', '/api/account/notifications']) {
        expectError(await stranger.put(path, {}), 401);
      }
      expectError(await me.post('/api/account/profile', { firstname: 'A', lastname: 'B' }), 405);
    });
  });
}
