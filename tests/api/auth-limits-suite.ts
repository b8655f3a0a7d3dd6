/**
 * The login rate limits as one suite (not a test file itself), run on the memory store
 * (auth-limits.test.ts) and on Redis (auth-limits-redis.test.ts): per address 30 attempts in 10
 * minutes; per account 5 failed logins in 15 minutes, forgotten on the next success, so an
 * attacker cannot keep the owner out for longer than a quarter of an hour.
 */
import { expect, it } from 'vitest';
import { customer, expectError, expectTooMany, login, newEmail, registerCustomer, type AuthShop } from './auth-support.ts';

export type StoreHooks = {
  /** Checks the store holds the account's failure count, with at most `maxSeconds` to live. */
  expectFailures?: (email: string, count: number, maxSeconds: number) => Promise<void>;
  /** Lets the account's window end now, as if its 15 minutes had passed. */
  endWindow?: (email: string) => Promise<void>;
};

const WRONG = 'not the right password';

export function loginLimitTests(shop: AuthShop, hooks: StoreHooks = {}): void {
  it("stops an address after 30 login attempts in 10 minutes (429, Retry-After, in the request's language); other addresses go on", async () => {
    const { email, password } = await registerCustomer(shop.visitor());
    const client = shop.visitor({ locale: 'nl' });
    for (let i = 0; i < 29; i++) expectError(await login(client, newEmail('guess'), WRONG), 422);
    expect((await login(client, email, password)).status).toBe(200);
    const refused = await login(client, email, password);
    expectTooMany(refused, 10 * 60);
    expect(refused.body.message).toMatch(/^Te veel pogingen\. Probeer het over \d+ min\. opnieuw\.$/);
    expect((await login(shop.visitor(), email, password)).status).toBe(200);
  });

  it('stops an account after 5 failed logins from any addresses, for at most 15 minutes, the right password too; more tries do not extend it', async () => {
    const { email, password } = await registerCustomer(shop.visitor());
    for (let i = 0; i < 5; i++) expectError(await login(shop.visitor(), email, WRONG), 422);
    await hooks.expectFailures?.(email, 5, 15 * 60);
    const owner = await login(shop.visitor(), email, password);
    const wait = expectTooMany(owner, 15 * 60);
    const attacker = await login(shop.visitor(), email, WRONG);
    // the same answer for the right and a wrong password: a locked account is no oracle
    expect(attacker.status).toBe(429);
    expect(attacker.body.message).toBe(owner.body.message);
    expect(Number(attacker.headers['retry-after'])).toBeLessThanOrEqual(wait);
    // Every attempt is counted before it is judged (two tries at once cannot both slip under
    // the limit), the two refused ones too; the window they fall in does not grow.
    await hooks.expectFailures?.(email, 7, wait);
    if (hooks.endWindow) {
      await hooks.endWindow(email);
      const back = await login(shop.visitor(), email, password);
      expect(back.status).toBe(200);
      expect((await customer(shop.visitor(), back.body.token)).status).toBe(200);
    }
  });

  it('forgets the failures of an account at its next successful login', async () => {
    const { email, password } = await registerCustomer(shop.visitor());
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expectError(await login(shop.visitor(), email, WRONG), 422);
      expect((await login(shop.visitor(), email, password)).status).toBe(200);
    }
    // an unknown e-mail is counted the same way: its answer tells nothing either
    const nobody = newEmail('nobody');
    for (let i = 0; i < 5; i++) expectError(await login(shop.visitor(), nobody, WRONG), 422);
    expectTooMany(await login(shop.visitor(), nobody, WRONG), 15 * 60);
  });
}
