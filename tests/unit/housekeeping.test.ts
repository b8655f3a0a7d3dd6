/** Work after the answer is visible to the server's shutdown until it settles; clean-ups run at most hourly. */
import { describe, expect, it, vi } from 'vitest';
import { afterAnswer, hourly } from '#src/server/http/housekeeping.ts';

const pending = () => (globalThis as Record<symbol, Set<Promise<unknown>> | undefined>)[Symbol.for('webshop.afterAnswer')];

describe('afterAnswer', () => {
  it('keeps running work where the shutdown finds it, and logs a failure instead of throwing', async () => {
    let finish!: () => void;
    afterAnswer(
      'a mail',
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
    );
    expect(pending()?.size).toBe(1);
    finish();
    await Promise.allSettled([...pending()!]);
    await Promise.resolve();
    expect(pending()?.size).toBe(0);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    afterAnswer('a broken mail', Promise.reject(new Error('SMTP down')));
    await Promise.allSettled([...pending()!]);
    expect(logged).toHaveBeenCalledWith('[housekeeping] a broken mail failed:', 'SMTP down');
    logged.mockRestore();
  });
});

describe('hourly', () => {
  it('starts its work at most once an hour', async () => {
    const work = vi.fn(async () => undefined);
    const maybe = hourly('a clean-up', work);
    const start = 10 * 60 * 60 * 1000;
    maybe(start);
    maybe(start + 59 * 60 * 1000);
    await Promise.allSettled([...pending()!]);
    expect(work).toHaveBeenCalledTimes(1);
    maybe(start + 60 * 60 * 1000);
    await Promise.allSettled([...pending()!]);
    expect(work).toHaveBeenCalledTimes(2);
  });
});
