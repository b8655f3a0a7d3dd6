/** The login rate limits on the memory store (no REDIS_URL), on every engine (./auth-limits-suite.ts). */
import { describe } from 'vitest';
import { engines } from '../helpers/engines.ts';
import { useAuthShop } from './auth-support.ts';
import { loginLimitTests } from './auth-limits-suite.ts';

delete process.env.REDIS_URL;

for (const engine of engines()) {
  describe(`login limits in memory on ${engine.name}`, () => {
    loginLimitTests(useAuthShop(engine));
  });
}
