/**
 * The UI strings of the password reset island, built on the server with the page's translator and
 * passed as one prop (docs/README.md, conventions: islands receive only the strings they need).
 * `{{email}}` stays a placeholder, filled in the browser (src/lib/text.ts).
 */
import type { Translate } from '#src/lib/i18n.ts';

const raw = { skipInterpolation: true } as const;

export function passwordResetStrings(t: Translate) {
  return {
    request: {
      title: t('passwordReset.request.title'),
      intro: t('passwordReset.request.intro'),
      email: t('passwordReset.request.email'),
      submit: t('passwordReset.request.submit'),
      busy: t('passwordReset.request.busy'),
      sent: t('passwordReset.request.sent'),
      sentTitle: t('passwordReset.request.sentTitle'),
      spam: t('passwordReset.request.spam'),
      again: t('passwordReset.request.again'),
    },
    reset: {
      title: t('passwordReset.reset.title'),
      intro: t('passwordReset.reset.intro', raw),
      password: t('passwordReset.reset.password'),
      hint: t('passwordReset.reset.hint'),
      confirmation: t('passwordReset.reset.confirmation'),
      submit: t('passwordReset.reset.submit'),
      busy: t('passwordReset.reset.busy'),
    },
    done: {
      title: t('passwordReset.done.title'),
      text: t('passwordReset.done.text'),
      login: t('passwordReset.done.login'),
    },
    newLink: t('passwordReset.newLink'),
    network: t('passwordReset.network'),
    errors: {
      emailRequired: t('auth.errors.emailRequired'),
      passwordTooShort: t('auth.errors.passwordTooShort'),
      passwordConfirmation: t('auth.errors.passwordConfirmation'),
      forgotFailed: t('auth.errors.forgotFailed'),
      resetFailed: t('auth.errors.resetFailed'),
      resetInvalid: t('auth.errors.resetInvalid'),
    },
  };
}

export type PasswordResetStrings = ReturnType<typeof passwordResetStrings>;
