/**
 * Rate limits (docs/api.md, rate limits: shared by every instance through Redis when REDIS_URL is
 * set, else counted per instance in memory). A limiter counts hits per key in a fixed window; over
 * the limit it answers how many seconds remain, for a 429 with Retry-After. When Redis cannot be
 * reached the memory count stands in (an insurance limiter), so an outage never locks anyone out
 * nor lets everyone through.
 */
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { config } from '../config.ts';
import { ApiError } from './api-error.ts';

export type Limit = { points: number; durationSec: number };

export type Limiter = {
  /** Counts a hit; the seconds to wait when that went over the limit, else null. */
  hit(key: string): Promise<number | null>;
  /** The seconds to wait when the key is over the limit already, without counting. */
  blocked(key: string): Promise<number | null>;
  /** Forgets the key (a successful login clears its failures). */
  reset(key: string): Promise<void>;
};

let redis: Redis | null | undefined;

function redisClient(): Redis | null {
  if (redis !== undefined) return redis;
  const url = config().REDIS_URL;
  if (!url) return (redis = null);
  redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', (err) => console.error('[rate-limit] Redis:', err.message));
  return redis;
}

const waitSec = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * The generation of the in-memory counts, kept under a global symbol so that every copy of this
 * module in one process (the built app and the sources the tests import) reads the same one.
 * An app started again in the same process (the API tests serve one per database engine, where
 * customer ids of the two databases coincide) begins with no counts (`forgetMemoryCounts`).
 */
const GENERATION = Symbol.for('webshop.rate-limit.generation');
const shared = globalThis as { [GENERATION]?: number };
const generation = (): number => shared[GENERATION] ?? 0;

/** Drops every in-memory count of this process; counts kept in Redis stay. */
export function forgetMemoryCounts(): void {
  shared[GENERATION] = generation() + 1;
}

export function limiter(name: string, limit: Limit): Limiter {
  const options = { keyPrefix: `rl:${name}`, points: limit.points, duration: limit.durationSec };
  let impl: RateLimiterAbstract | undefined;
  let implGeneration = -1;
  const get = () => {
    if (impl && implGeneration === generation()) return impl;
    implGeneration = generation();
    const client = redisClient();
    impl = client
      ? new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
    return impl;
  };
  return {
    async hit(key) {
      try {
        await get().consume(key);
        return null;
      } catch (err) {
        if (err instanceof RateLimiterRes) return waitSec(err);
        throw err;
      }
    },
    async blocked(key) {
      const res = await get().get(key);
      return res && res.consumedPoints >= limit.points ? waitSec(res) : null;
    },
    async reset(key) {
      await get().delete(key);
    },
  };
}

/** 429 in the API's contract with Retry-After, in the request's language. */
export function tooManyRequests(seconds: number): ApiError {
  return new ApiError(429, 'auth.errors.tooMany', {
    params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
    data: { retry_after: seconds },
    headers: { 'Retry-After': String(seconds) },
  });
}

/** Closes the Redis connection (tests, shutdown). */
export async function closeRateLimitStore(): Promise<void> {
  const client = redis;
  redis = undefined;
  if (client) await client.quit().catch(() => undefined);
}

/**
 * Counts an attempt before it is judged (a password check), so attempts made at the same moment
 * cannot all pass a "not blocked yet" look; over the limit it throws 429. The caller forgives the
 * key on success (`reset`), so only failures add up across attempts.
 */
export async function countAttempt(limit: Limiter, key: string): Promise<void> {
  const wait = await limit.hit(key);
  if (wait !== null) throw tooManyRequests(wait);
}
