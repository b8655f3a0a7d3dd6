/** Which errors mean "the database is not there" (answered 503) and which are faults (500). */
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '#src/server/db/unavailable.ts';
import { errorResponse } from '#src/server/http/api-error.ts';
import { translator } from '#src/lib/i18n.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('a database that is not there', () => {
  it('is told by the error codes and messages of a lost, refused or timed-out connection', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57014', 'canceling statement due to statement timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    // Drizzle wraps the driver's error: the cause counts.
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('ECONNRESET') }))).toBe(true);
  });

  it('is not a fault of the query or the data', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('is answered 503 with Retry-After in the error contract, in the request language', async () => {
    const response = errorResponse(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), translator('nl'), 'fallback', 'GET /api/x', {});
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await response.json()).toEqual({ error: true, status: 503, message: 'De winkel kan zijn database nu niet bereiken. Probeer het zo opnieuw.' });
    const fault = errorResponse(new TypeError('bug'), translator('en'), 'Something failed.', 'GET /api/x', {});
    expect(fault.status).toBe(500);
  });
});
