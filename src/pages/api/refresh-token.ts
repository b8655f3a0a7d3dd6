/**
 * POST /api/refresh-token (after a 401 while logged in, once; docs/accounts.md, tokens): new tokens
 * for the login behind the refresh cookie; the cookie is replaced. 401 when it is missing, expired,
 * revoked or used a second time (then that whole login is revoked).
 */
import { apiEndpoint } from '../../server/http/endpoint';
import { json } from '../../server/http/json';
import { only } from '../../server/http/method';
import { refresh } from '../../server/auth/login';
import { caller, clearLoginCookies, loginAnswer, setLoginCookies } from '../../server/auth/http';
import { REFRESH_COOKIE } from '../../server/auth/tokens';
import { ApiError } from '../../server/http/api-error';

export const POST = apiEndpoint('auth.errors.sessionExpired', async (context) => {
  try {
    const loggedIn = await refresh(context.cookies.get(REFRESH_COOKIE)?.value, caller(context));
    setLoginCookies(context, loggedIn);
    return json(loginAnswer(loggedIn));
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) clearLoginCookies(context);
    throw err;
  }
});

export const ALL = only('POST');
