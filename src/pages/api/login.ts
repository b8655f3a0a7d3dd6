/**
 * POST /api/login with email, password and remember (docs/accounts.md, registration and login): a
 * bearer token and the user, the refresh cookie, and the guest's cart merged into the customer's.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { login } from '#src/server/auth/login.ts';
import { caller, loginAnswerOf, setLoginCookies } from '#src/server/auth/http.ts';
import { loginAnswer, loginRequest } from '#src/lib/api/auth.ts';

export const { POST, ALL } = endpoint({ method: 'POST', input: loginRequest, answer: loginAnswer, fallbackKey: 'auth.errors.loginFailed', successFlag: true })(
  async (context) => {
    const loggedIn = await login(context.input.body, caller(context));
    setLoginCookies(context, loggedIn);
    return loginAnswerOf(loggedIn);
  },
);
