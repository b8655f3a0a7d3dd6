/**
 * POST /api/login with email, password and remember (docs/accounts.md, registration and login): a
 * bearer token and the user, the refresh cookie, and the guest's cart merged into the customer's.
 */
import { endpoint } from '../../server/http/endpoint';
import { login } from '../../server/auth/login';
import { caller, loginAnswerOf, setLoginCookies } from '../../server/auth/http';
import { loginAnswer, loginRequest } from '../../lib/api/auth';

export const { POST, ALL } = endpoint({ method: 'POST', input: loginRequest, answer: loginAnswer, fallbackKey: 'auth.errors.loginFailed', successFlag: true })(
  async (context) => {
    const loggedIn = await login(context.input.body, caller(context));
    setLoginCookies(context, loggedIn);
    return loginAnswerOf(loggedIn);
  },
);
