/** The strings of the login and registration forms, built on the server with the page's translator. */
import type { Translate } from '#src/lib/i18n.ts';

export function authFormStrings(t: Translate) {
  const f = (key: string) => (t as unknown as (k: string) => string)(`authForms.${key}`);
  return {
    email: f('email'),
    password: f('password'),
    remember: f('remember'),
    login: f('login'),
    loggingIn: f('loggingIn'),
    forgot: f('forgot'),
    noAccount: f('noAccount'),
    createAccount: f('createAccount'),
    haveAccount: f('haveAccount'),
    firstname: f('firstname'),
    lastname: f('lastname'),
    passwordConfirmation: f('passwordConfirmation'),
    passwordHint: f('passwordHint'),
    accountType: f('accountType'),
    individual: f('individual'),
    organization: f('organization'),
    newsletter: f('newsletter'),
    optional: f('optional'),
    register: f('register'),
    registering: f('registering'),
    errorSummary: f('errorSummary'),
    showPassword: f('showPassword'),
    hidePassword: f('hidePassword'),
  };
}

export type AuthFormStrings = ReturnType<typeof authFormStrings>;
