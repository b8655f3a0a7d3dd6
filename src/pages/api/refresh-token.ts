/**
 * POST /api/refresh-token (after a 401 while logged in, once; docs/accounts.md, tokens): new tokens
 * for the login behind the refresh cookie; the cookie is replaced. 401 when it is missing, expired,
 * revoked or used a second time (then that whole login is revoked).
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { refresh } from '#src/server/auth/login.ts';
import { caller, clearLoginCookies, loginAnswerOf, setLoginCookies } from '#src/server/auth/http.ts';
import { REFRESH_COOKIE } from '#src/server/auth/tokens.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { loginAnswer } from '#src/lib/api/auth.ts';

export const { POST, ALL } = endpoint({ method: 'POST', answer: loginAnswer, fallbackKey: 'auth.errors.sessionExpired', successFlag: true })(async (
  context,
) => {
  try {
    const loggedIn = await refresh(context.cookies.get(REFRESH_COOKIE)?.value, caller(context));
    setLoginCookies(context, loggedIn);
    return loginAnswerOf(loggedIn);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) clearLoginCookies(context);
    throw err;
  }
});
