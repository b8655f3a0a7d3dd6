/**
 * The newsletter popup's strings, built on the server with the page's translator (docs/README.md,
 * conventions): the button's as the island's props, the form's with the shell's fetched fragment
 * (src/features/shell/island-strings.ts).
 */
import type { Translate } from '#src/lib/i18n.ts';

/** The button, and what shows instead of the form when its texts cannot be fetched. */
export const newsletterButtonStrings = (t: Translate) => ({
  open: t('footer.newsletterButton'),
  unavailable: t('account.errors.network'),
});
export type NewsletterButtonStrings = ReturnType<typeof newsletterButtonStrings>;

export const newsletterStrings = (t: Translate) => ({
  title: t('footer.newsletterTitle'),
  text: t('footer.newsletterText'),
  name: t('footer.newsletterName'),
  email: t('footer.newsletterEmail'),
  orderType: t('footer.orderType'),
  orderTypes: { particulier: t('footer.orderTypes.particulier'), zakelijk: t('footer.orderTypes.zakelijk'), onderwijs: t('footer.orderTypes.onderwijs') },
  consent: t('footer.consent'),
  projects: t('footer.projects'),
  optional: t('footer.optional'),
  subscribe: t('footer.subscribe'),
  subscribing: t('footer.subscribing'),
  close: t('footer.close'),
  nameRequired: t('footer.nameRequired'),
  emailRequired: t('footer.emailRequired'),
  emailInvalid: t('footer.emailInvalid'),
  agreeTermsError: t('footer.agreeTermsError'),
  errorMessage: t('footer.errorMessage'),
  thankYou: t('footer.thankYou'),
  checkMail: t('footer.checkMail'),
});
export type NewsletterStrings = ReturnType<typeof newsletterStrings>;
