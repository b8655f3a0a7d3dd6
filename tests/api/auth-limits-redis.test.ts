/**
 * The login rate limits on Redis (./auth-limits-suite.ts), with checks of what Redis holds and
 * the end of an account's window brought forward. Uses Redis database 5 of 127.0.0.1:6379 (or
 * TEST_REDIS_URL); every key is an address or e-mail of this run only, so parallel runs do not
 * meet. Skipped when Redis cannot be reached.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { Redis } from 'ioredis';
import { engines } from '../helpers/engines.ts';
import { login, newEmail, useAuthShop } from './auth-support.ts';
import { loginLimitTests } from './auth-limits-suite.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

async function connect(): Promise<Redis | null> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch {
    client.disconnect();
    return null;
  }
}

const redis = await connect();
// Read by the built app at its first request.
if (redis) process.env.REDIS_URL = REDIS_URL;
else console.warn(`[auth-limits-redis] Redis at ${REDIS_URL} cannot be reached: skipped`);

const failures = (email: string) => `rl:login-fail:${email}`;

describe.skipIf(!redis)('login limits on Redis', () => {
  const shop = useAuthShop(engines()[0]!);
  const store = redis as Redis;

  beforeAll(async () => {
    // The app connects to Redis at its first limited request; until then its memory insurance
    // counts. Knock until the count shows up in Redis.
    for (let i = 0; i < 50; i++) {
      const email = newEmail('warm-up');
      await login(shop.visitor(), email, 'warming up the connection');
      if (await store.exists(failures(email))) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the app never counted in Redis');
  });

  afterAll(() => {
    store.disconnect();
  });

  loginLimitTests(shop, {
    expectFailures: async (email, count, maxSeconds) => {
      expect(await store.get(failures(email))).toBe(String(count));
      const ttl = await store.pttl(failures(email));
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(maxSeconds * 1000);
    },
    endWindow: async (email) => {
      expect(await store.del(failures(email))).toBe(1);
    },
  });
});
