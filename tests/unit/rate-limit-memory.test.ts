/** The in-memory rate limits (src/server/http/rate-limit.ts, without REDIS_URL): counting, and a new start. */
import { describe, expect, it } from 'vitest';
import { forgetMemoryCounts, limiter } from '#src/server/http/rate-limit.ts';

describe('in-memory rate limits', () => {
  it('let a key through up to the limit, then answer the seconds to wait; other keys count apart', async () => {
    const limit = limiter('unit-count', { points: 2, durationSec: 60 });
    expect(await limit.hit('a')).toBeNull();
    expect(await limit.hit('a')).toBeNull();
    const wait = await limit.hit('a');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limit.blocked('a')).toBeGreaterThan(0);
    expect(await limit.hit('b')).toBeNull();
    await limit.reset('a');
    expect(await limit.blocked('a')).toBeNull();
  });

  it('start again from nothing after forgetMemoryCounts, for limiters made before it too', async () => {
    const limit = limiter('unit-forget', { points: 1, durationSec: 60 });
    expect(await limit.hit('customer:7')).toBeNull();
    expect(await limit.hit('customer:7')).toBeGreaterThan(0);
    forgetMemoryCounts();
    expect(await limit.blocked('customer:7')).toBeNull();
    expect(await limit.hit('customer:7')).toBeNull();
    expect(await limit.hit('customer:7')).toBeGreaterThan(0);
  });
});
