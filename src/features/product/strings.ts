/** The product page's island strings (docs/README.md, conventions), built on the server with the page's translator. */
import type { Translate } from '#src/lib/i18n.ts';

const raw = { skipInterpolation: true } as const;

export function backInStockStrings(t: Translate) {
  return {
    title: t('backInStock.form.title'),
    text: t('backInStock.form.text'),
    textCustomer: t('backInStock.form.textCustomer', raw),
    email: t('backInStock.form.email'),
    submit: t('backInStock.form.submit'),
    sending: t('backInStock.form.sending'),
    emailRequired: t('backInStock.form.emailRequired'),
    emailInvalid: t('backInStock.form.emailInvalid'),
    failed: t('backInStock.form.failed'),
    manage: t('backInStock.form.manage'),
  };
}

export type BackInStockStrings = ReturnType<typeof backInStockStrings>;
