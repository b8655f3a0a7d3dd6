/**
 * The Dutch shop's first-visit modal (docs/menus-and-shell.md, first-visit modal), loaded only for
 * a visitor who has not answered it: src/features/locale/boot.ts puts the content of
 * `<template data-first-visit>` into the page, whose script runs this. For a visitor it shows to
 * (no crawler) it fetches the dialog (`data-src`, components/shell/FirstVisitDialog.astro; a
 * failure is logged and shows nothing, so the next page asks again) and shows it as a
 * modal dialog (labelled by its heading, focus kept inside, the page behind it inert but
 * readable). Country NL and the page's language are chosen; another country shows a warning.
 * Confirming sets both flags, then leads to the international shop (another country) or to the
 * page in the chosen language (NL), 200 ms later. Escape keeps the defaults: the Dutch shop in the
 * page's language, the flags set, the page as it is.
 */
import {
  FIRST_VISIT_COOKIE_DAYS,
  FIRST_VISIT_DELAY_MS,
  FIRST_VISIT_HOME,
  INITIAL_COUNTRY_FLAG,
  LANGUAGE_CONFIRMED_FLAG,
  VISITED_FLAG,
  firstVisitStep,
  showsFirstVisit,
  type FirstVisitPage,
} from '#src/lib/first-visit.ts';
import { LOCALE_COOKIE } from '#src/lib/locale-change.ts';
import { isLocale, type Locale } from '#src/lib/locales.ts';
import { writeCookie } from '../http/cookies.ts';
import { trapFocus } from '../shared/focus-trap.ts';
import { lockScroll, unlockScroll } from '../shared/scroll-lock.ts';
import { tellLocale } from './language.ts';
import { saveRegion } from './region.ts';

const storedFlag = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return 'unavailable';
  }
};

/** The visitor answered: both flags, and the tab's own. Storage that refuses is logged, not fatal. */
function markAnswered(): void {
  try {
    localStorage.setItem(INITIAL_COUNTRY_FLAG, 'true');
    localStorage.setItem(VISITED_FLAG, 'true');
    sessionStorage.setItem(LANGUAGE_CONFIRMED_FLAG, 'true');
  } catch (err) {
    console.error('[first-visit] could not keep the answer:', err);
  }
}

const TIMEOUT_MS = 5_000;

/** The dialog's markup, with the page's own path in each language (the header's language links). */
async function fetchDialog(src: string): Promise<HTMLDialogElement | null> {
  const response = await fetch(src, { headers: { Accept: 'text/html' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const fragment = document.createElement('template');
  fragment.innerHTML = await response.text();
  const dialog = fragment.content.querySelector<HTMLDialogElement>('dialog[data-first-visit]');
  for (const option of dialog?.querySelectorAll<HTMLOptionElement>('select[name=language] option') ?? []) {
    const link = document.querySelector<HTMLAnchorElement>(`a[data-locale="${option.value}"]`);
    if (link) option.dataset.href = link.getAttribute('href') ?? '';
  }
  return dialog;
}

export async function openFirstVisit(): Promise<void> {
  const template = document.querySelector<HTMLTemplateElement>('template[data-first-visit]');
  if (!template || !showsFirstVisit({ initialCountry: storedFlag(INITIAL_COUNTRY_FLAG), visited: storedFlag(VISITED_FLAG) }, navigator.userAgent)) return;
  let dialog: HTMLDialogElement | null;
  try {
    dialog = await fetchDialog(template.dataset.src ?? '');
  } catch (err) {
    console.error('[first-visit] loading the dialog failed:', err);
    return;
  }
  if (!dialog) return;
  document.body.append(dialog);
  const form = dialog?.querySelector('form');
  const country = form?.querySelector<HTMLSelectElement>('select[name=country]');
  const language = form?.querySelector<HTMLSelectElement>('select[name=language]');
  const warning = form?.querySelector<HTMLElement>('[data-warning]');
  const confirm = form?.querySelector<HTMLButtonElement>('button[type=submit]');
  if (!form || !country || !language || !warning || !confirm) return;
  const { locale } = template.dataset;
  if (!isLocale(locale)) return;
  const byLanguage = (key: 'href' | 'international') =>
    Object.fromEntries([...language.options].map((o) => [o.value, o.dataset[key] ?? '/'])) as Record<Locale, string>;
  const page: FirstVisitPage = { locale, paths: byLanguage('href'), internationalHomes: byLanguage('international') };

  const render = () => {
    const abroad = country.value !== FIRST_VISIT_HOME;
    warning.textContent = abroad ? (warning.dataset.warning ?? '').replaceAll('{{country}}', country.selectedOptions[0]?.text ?? country.value) : '';
    confirm.textContent = (abroad ? confirm.dataset.abroad : confirm.dataset.home) ?? '';
  };

  let busy = false;
  const setBusy = (value: boolean) => {
    busy = value;
    confirm.disabled = value;
    form.setAttribute('aria-busy', String(value));
  };
  const fail = (err: unknown) => {
    console.error('[first-visit] the choice did not go through:', err);
    setBusy(false);
  };
  const later = (step: () => void) =>
    setTimeout(() => {
      try {
        step();
      } catch (err) {
        fail(err);
      }
    }, FIRST_VISIT_DELAY_MS);

  dialog.showModal();
  lockScroll('first-visit');
  const releaseFocus = trapFocus(dialog);
  const close = () => {
    releaseFocus();
    unlockScroll('first-visit');
    dialog.close();
    dialog.remove();
  };
  render();
  country.addEventListener('change', render);

  // Escape keeps the defaults: the Dutch shop, in the page's language.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    if (busy) return;
    markAnswered();
    writeCookie(LOCALE_COOKIE, locale, FIRST_VISIT_COOKIE_DAYS);
    saveRegion(FIRST_VISIT_HOME);
    close();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const chosen = language.value;
      if (!isLocale(chosen)) throw new Error(`no language ${chosen}`);
      const choice = { country: country.value, locale: chosen };
      const step = firstVisitStep(choice, page);
      markAnswered();
      if (step.kind === 'international') {
        saveRegion(choice.country);
        later(() => location.assign(step.url));
        return;
      }
      writeCookie(LOCALE_COOKIE, choice.locale, FIRST_VISIT_COOKIE_DAYS);
      saveRegion(FIRST_VISIT_HOME);
      if (step.changeLocale) void tellLocale(choice.locale);
      later(() => (step.changeLocale ? location.assign(step.url) : location.reload()));
    } catch (err) {
      fail(err);
    }
  });
}
