/**
 * POST /api/register with firstname, lastname, email, password, password_confirmation, and what
 * a Dutch shop asks besides: account_type (individual or organization) and newsletter (optional).
 * Answers 201 with a bearer token and the user, logged in as after /api/login.
 */
import { endpoint, reply } from '../../server/http/endpoint';
import { register } from '../../server/auth/login';
import { caller, loginAnswerOf, registerRequest, setLoginCookies } from '../../server/auth/http';
import { loginAnswer } from '../../lib/api/auth';

export const { POST, ALL } = endpoint({ method: 'POST', input: registerRequest, answer: loginAnswer, fallbackKey: 'auth.errors.registerFailed', successFlag: true })(
  async (context) => {
    const loggedIn = await register(context.input.body, caller(context));
    setLoginCookies(context, loggedIn);
    return reply(loginAnswerOf(loggedIn), { status: 201 });
  },
);
