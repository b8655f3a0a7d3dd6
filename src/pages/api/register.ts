/**
 * POST /api/register with firstname, lastname, email, password, password_confirmation, and what
 * a Dutch shop asks besides: account_type (individual or organization) and newsletter (optional).
 * Answers 201 with a bearer token and the user, logged in as after /api/login.
 */
import { endpoint, reply } from '#src/server/http/endpoint.ts';
import { register } from '#src/server/auth/login.ts';
import { caller, loginAnswerOf, registerRequest, setLoginCookies } from '#src/server/auth/http.ts';
import { loginAnswer } from '#src/lib/api/auth.ts';

export const { POST, ALL } = endpoint({
  method: 'POST',
  input: registerRequest,
  answer: loginAnswer,
  fallbackKey: 'auth.errors.registerFailed',
  successFlag: true,
})(async (context) => {
  const loggedIn = await register(context.input.body, caller(context));
  setLoginCookies(context, loggedIn);
  return reply(loginAnswerOf(loggedIn), { status: 201 });
});
