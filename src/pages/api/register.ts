/**
 * POST /api/register with firstname, lastname, email, password, password_confirmation, and what
 * a Dutch shop asks besides: account_type (individual or organization) and newsletter (optional).
 * Answers 201 with a bearer token and the user, logged in as after /api/login.
 */
import { apiEndpoint } from '../../server/http/endpoint';
import { jsonBody } from '../../server/http/input';
import { json } from '../../server/http/json';
import { only } from '../../server/http/method';
import { register } from '../../server/auth/login';
import { caller, loginAnswer, registerInput, setLoginCookies } from '../../server/auth/http';

export const POST = apiEndpoint('auth.errors.registerFailed', async (context) => {
  const input = registerInput(await jsonBody(context.request), context.t);
  const loggedIn = await register(input, caller(context));
  setLoginCookies(context, loggedIn);
  return json(loginAnswer(loggedIn), { status: 201 });
});

export const ALL = only('POST');
