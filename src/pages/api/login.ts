/**
 * POST /api/login with email, password and remember (docs/accounts.md, registration and login): a
 * bearer token and the user, the refresh cookie, and the guest's cart merged into the customer's.
 */
import { apiEndpoint } from '../../server/http/endpoint';
import { jsonBody } from '../../server/http/input';
import { json } from '../../server/http/json';
import { only } from '../../server/http/method';
import { login } from '../../server/auth/login';
import { caller, loginAnswer, loginInput, setLoginCookies } from '../../server/auth/http';

export const POST = apiEndpoint('auth.errors.loginFailed', async (context) => {
  const input = loginInput(await jsonBody(context.request), context.t);
  const loggedIn = await login(input, caller(context));
  setLoginCookies(context, loggedIn);
  return json(loginAnswer(loggedIn));
});

export const ALL = only('POST');
