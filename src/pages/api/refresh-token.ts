/**
 * POST /api/refresh-token (after a 401 while logged in, once; docs/accounts.md, tokens): new tokens
 * for the login behind the refresh cookie; the cookie is replaced. 401 when it is missing, expired,
 * revoked or used a second time (then that whole login is revoked).
 */
import { endpoint } from '../../server/http/endpoint';
import { refresh } from '../../server/auth/login';
import { caller, clearLoginCookies, loginAnswerOf, setLoginCookies } from '../../server/auth/http';
import { REFRESH_COOKIE } from '../../server/auth/tokens';
import { ApiError } from '../../server/http/api-error';
import { loginAnswer } from '../../lib/api/auth';

export const { POST, ALL } = endpoint({ method: 'POST', answer: loginAnswer, fallbackKey: 'auth.errors.sessionExpired', successFlag: true })(
  async (context) => {
    try {
      const loggedIn = await refresh(context.cookies.get(REFRESH_COOKIE)?.value, caller(context));
      setLoginCookies(context, loggedIn);
      return loginAnswerOf(loggedIn);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) clearLoginCookies(context);
      throw err;
    }
  },
);
