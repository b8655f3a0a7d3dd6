/**
 * The password reset screen's island (docs/accounts.md, password reset): without a token the form
 * that asks for a link, with the mail's token and e-mail the form for the new password.
 */
import { isRandomToken } from '#src/lib/random-token.ts';
import { PasswordResetChoose } from './PasswordResetChoose.tsx';
import { PasswordResetRequest } from './PasswordResetRequest.tsx';
import type { PasswordResetStrings } from './password-reset-strings.ts';

type Props = {
  s: PasswordResetStrings;
  /** From the mail's link; empty when the visitor came to ask for one. */
  token: string;
  email: string;
  loginUrl: string;
  /** This page without the link's parameters: where a new link is asked for. */
  requestUrl: string;
  minLength: number;
  /** The server found the link unused and unexpired when it rendered the page. */
  live: boolean;
};

/** A token as the shop makes them: 32 bytes in base64url. */

export default function PasswordReset({ s, token, email, loginUrl, requestUrl, minLength, live }: Props) {
  return (
    <div className="card max-w-lg p-5 md:p-6">
      {token ? (
        <PasswordResetChoose
          s={s}
          token={token}
          email={email}
          loginUrl={loginUrl}
          requestUrl={requestUrl}
          minLength={minLength}
          broken={!live || !isRandomToken(token) || email === ''}
        />
      ) : (
        <PasswordResetRequest s={s} initialEmail={email} />
      )}
    </div>
  );
}
