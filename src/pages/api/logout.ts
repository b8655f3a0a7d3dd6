/**
 * POST /api/logout (docs/accounts.md, tokens): ends this login on every device it reached (its
 * bearer and refresh tokens are revoked) and drops the refresh cookie. Logging out twice, or
 * without a valid token, is fine.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { logout } from '#src/server/auth/login.ts';
import { bearerToken, pageSession } from '#src/server/auth/session.ts';
import { sessionOfBearer } from '#src/server/auth/tokens.ts';
import { clearLoginCookies } from '#src/server/auth/http.ts';
import { db } from '#src/server/database.ts';
import { logoutAnswer } from '#src/lib/api/auth.ts';

export const { POST, ALL } = endpoint({ method: 'POST', answer: logoutAnswer, fallbackKey: 'auth.errors.logoutFailed', successFlag: true })(async (context) => {
  const session = (await sessionOfBearer(await db(), bearerToken(context.request))) ?? (await pageSession(context.cookies));
  if (session) await logout(session);
  clearLoginCookies(context);
  return { success: true };
});
