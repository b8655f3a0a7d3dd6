/**
 * POST /api/logout (docs/accounts.md, tokens): ends this login on every device it reached (its
 * bearer and refresh tokens are revoked) and drops the refresh cookie. Logging out twice, or
 * without a valid token, is fine.
 */
import { endpoint } from '../../server/http/endpoint';
import { logout } from '../../server/auth/login';
import { bearerToken, pageSession } from '../../server/auth/session';
import { sessionOfBearer } from '../../server/auth/tokens';
import { clearLoginCookies } from '../../server/auth/http';
import { db } from '../../server/database';
import { logoutAnswer } from '../../lib/api/auth';

export const { POST, ALL } = endpoint({ method: 'POST', answer: logoutAnswer, fallbackKey: 'auth.errors.logoutFailed', successFlag: true })(
  async (context) => {
    const session = (await sessionOfBearer(await db(), bearerToken(context.request))) ?? (await pageSession(context.cookies));
    if (session) await logout(session.familyId);
    clearLoginCookies(context);
    return { success: true };
  },
);
