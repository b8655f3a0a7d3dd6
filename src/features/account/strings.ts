/**
 * The UI strings of the account islands, built on the server with the page's translator. Each
 * island takes only the groups it uses (docs/README.md, conventions: islands receive only the
 * strings they need); placeholders stay `{{name}}` and are filled in the browser (src/lib/text.ts).
 */
import type { Translate } from '#src/lib/i18n.ts';
import { NOTIFICATION_KEYS, type NotificationSettingsJson } from '#src/lib/account/types.ts';

const raw = { skipInterpolation: true } as const;

const form = (t: Translate) => ({
  save: t('account.form.save'),
  saving: t('account.form.saving'),
  checkFields: t('account.form.checkFields'),
  network: t('account.errors.network'),
  failed: t('account.errors.saveFailed'),
});

const info = (t: Translate) => ({
  nameTitle: t('account.information.nameTitle'),
  firstname: t('account.information.firstname'),
  lastname: t('account.information.lastname'),
  emailTitle: t('account.information.emailTitle'),
  email: t('account.information.email'),
  emailHint: t('account.information.emailHint'),
  emailSave: t('account.information.emailSave'),
  currentPassword: t('account.information.currentPassword'),
  passwordTitle: t('account.information.passwordTitle'),
  newPassword: t('account.information.newPassword'),
  confirmPassword: t('account.information.confirmPassword'),
  passwordHint: t('account.information.passwordHint'),
  passwordSave: t('account.information.passwordSave'),
});

const privacy = (t: Translate) => ({
  exportButton: t('account.privacy.exportButton'),
  exportBusy: t('account.privacy.exportBusy'),
  exportDone: t('account.privacy.exportDone'),
  exportFailed: t('account.errors.exportFailed'),
  deleteOpen: t('account.privacy.deleteOpen'),
  currentPassword: t('account.information.currentPassword'),
  deleteConfirm: t('account.privacy.deleteConfirm'),
  deleteSubmit: t('account.privacy.deleteSubmit'),
  deleteBusy: t('account.privacy.deleteBusy'),
  cancel: t('account.privacy.cancel'),
});

const addresses = (t: Translate) => ({
  title: t('account.addresses.title'),
  add: t('account.addresses.add'),
  edit: t('account.addresses.edit'),
  editLabel: t('account.addresses.editLabel', raw),
  remove: t('account.addresses.remove'),
  removeLabel: t('account.addresses.removeLabel', raw),
  confirmRemove: t('account.addresses.confirmRemove'),
  removeYes: t('account.addresses.removeYes'),
  cancel: t('account.addresses.cancel'),
  country: t('account.addresses.country'),
  company: t('account.addresses.company'),
  vatNumber: t('account.addresses.vatNumber'),
  vatHint: t('account.addresses.vatHint'),
  street: t('account.addresses.street'),
  houseNumber: t('account.addresses.houseNumber'),
  postcode: t('account.addresses.postcode'),
  city: t('account.addresses.city'),
  phone: t('account.addresses.phone'),
  makeDefault: t('account.addresses.makeDefault'),
  default: t('account.addresses.default'),
  validated: t('account.addresses.validated'),
  notValidated: t('account.addresses.notValidated'),
  validationNote: t('account.addresses.validationNote'),
  revalidationNote: t('account.addresses.revalidationNote'),
  vatLine: t('account.addresses.vatLine', raw),
  empty: t('account.addresses.empty'),
  newTitle: t('account.addresses.newTitle'),
  editTitle: t('account.addresses.editTitle'),
});

const notifications = (t: Translate) => ({
  legend: t('account.notifications.legend'),
  options: Object.fromEntries(
    NOTIFICATION_KEYS.map((key) => [
      key,
      {
        label: t(`account.notifications.options.${key}.label`),
        hint: t(`account.notifications.options.${key}.hint`),
      },
    ]),
  ) as Record<keyof NotificationSettingsJson, { label: string; hint: string }>,
});

const sync = (t: Translate) => ({
  send: t('account.sync.send', raw),
  sending: t('account.sync.sending'),
  resend: t('account.sync.resend'),
  codeLabel: t('account.sync.codeLabel'),
  codeHint: t('account.sync.codeHint', raw),
  confirm: t('account.sync.confirm'),
  confirming: t('account.sync.confirming'),
});

export const accountStrings = {
  information: (t: Translate) => ({ form: form(t), info: info(t) }),
  addresses: (t: Translate) => ({ form: form(t), addresses: addresses(t) }),
  privacy: (t: Translate) => ({ form: { ...form(t), failed: t('account.errors.deleteFailed') }, privacy: privacy(t) }),
  notifications: (t: Translate) => ({ form: form(t), notifications: notifications(t) }),
  sync: (t: Translate) => ({ form: form(t), sync: sync(t) }),
};

export type InformationStrings = ReturnType<typeof accountStrings.information>;
export type AddressStrings = ReturnType<typeof accountStrings.addresses>;
export type PrivacyStrings = ReturnType<typeof accountStrings.privacy>;
export type NotificationStrings = ReturnType<typeof accountStrings.notifications>;
export type SyncStrings = ReturnType<typeof accountStrings.sync>;

/** The account's reviews screen (ReviewForms.tsx). */
export const reviewStrings = (t: Translate) => ({
  form: { ...form(t), save: t('reviews.account.submit'), saving: t('reviews.account.sending') },
  write: t('reviews.account.write'),
  rating: t('reviews.account.rating'),
  stars: { one: t('reviews.account.stars_one', raw), other: t('reviews.account.stars_other', raw) },
  title: t('reviews.account.title'),
  body: t('reviews.account.body'),
  bodyHint: t('reviews.account.bodyHint', raw),
  yours: t('reviews.account.yours'),
  status: { pending: t('reviews.account.status.pending'), approved: t('reviews.account.status.approved'), rejected: t('reviews.account.status.rejected') },
  rated: t('product.reviews.rated', raw),
});
export type ReviewStrings = ReturnType<typeof reviewStrings>;
