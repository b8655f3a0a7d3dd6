/**
 * Password reset as a customer does it: asks for a link on the reset page, opens the link from
 * the mail, chooses a new password and logs in with it (through the API: the login page is
 * another screen's); the old password no longer works. In German on the international shop and
 * in Dutch on the Dutch shop, by keyboard in one of them, with an axe check of every state.
 */
import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, shopUrl, type ShopName } from './support.ts';
import { mailLink, newCustomer, randomAddress, shopApi, waitForMail } from './password-reset-support.ts';

test.describe.configure({ timeout: 60_000 });

const T = {
  de: {
    path: '/de/passwortrest/',
    login: '/de/anmelden/',
    email: 'E-Mail-Adresse',
    send: 'Link senden',
    sentTitle: 'Sehen Sie in Ihr Postfach',
    subject: 'Neues Passwort wählen',
    password: 'Neues Passwort',
    confirmation: 'Neues Passwort wiederholen',
    save: 'Neues Passwort speichern',
    mismatch: 'Die beiden Passwörter stimmen nicht überein.',
    common: 'Dieses Passwort gehört zu den meistgenutzten und ist leicht zu erraten. Wählen Sie ein anderes.',
    done: 'Ihr Passwort wurde geändert',
    toLogin: 'Anmelden',
  },
  nl: {
    path: '/wachtwoord-reset/',
    login: '/inloggen/',
    email: 'E-mailadres',
    send: 'Link versturen',
    sentTitle: 'Kijk in je inbox',
    subject: 'Kies een nieuw wachtwoord',
    password: 'Nieuw wachtwoord',
    confirmation: 'Herhaal het nieuwe wachtwoord',
    save: 'Nieuw wachtwoord opslaan',
    mismatch: 'De twee wachtwoorden zijn niet gelijk.',
    common: 'Dit wachtwoord is een van de meest gebruikte en makkelijk te raden. Kies een ander.',
    done: 'Je wachtwoord is gewijzigd',
    toLogin: 'Inloggen',
  },
} as const;

type Case = { shop: ShopName; locale: keyof typeof T; keyboard: boolean };
const CASES: Case[] = [
  { shop: 'international', locale: 'de', keyboard: false },
  { shop: 'nl', locale: 'nl', keyboard: true },
];

/** The error shown under a field, found the way a screen reader finds it: through aria-describedby. */
async function describedError(page: Page, label: string): Promise<string> {
  return page.getByLabel(label, { exact: true }).evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}

for (const { shop, locale, keyboard } of CASES) {
  test(`a customer resets a forgotten password (${shop} shop, ${locale}${keyboard ? ', keyboard only' : ''})`, async ({ page, baseURL }) => {
    const t = T[locale];
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() });
    const api = await shopApi(baseURL, shop, locale);
    const { email, password } = await newCustomer(api);

    // Asking for the link.
    const response = await page.goto(shopUrl(baseURL, shop, t.path));
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const field = page.getByLabel(t.email, { exact: true });
    // The form works once its island is live (its button is disabled until then, and so is Enter).
    await expect(page.getByRole('button', { name: t.send })).toBeEnabled();
    if (keyboard) {
      await field.focus();
      await page.keyboard.type(email);
      await page.keyboard.press('Enter');
    } else {
      await field.fill(email);
      await page.getByRole('button', { name: t.send }).click();
    }
    await expect(page.getByRole('heading', { name: t.sentTitle })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // The mail, in the customer's language, links to this shop's reset page.
    const mail = await waitForMail(baseURL, email, 'password-reset');
    expect(mail.subject).toBe(t.subject);
    const link = new URL(mailLink(mail));
    expect(link.origin + link.pathname).toBe(shopUrl(baseURL, shop, t.path));
    expect(link.searchParams.get('email')).toBe(email);

    // Choosing the new password: first two that do not match, then a common one, then a good one.
    await page.goto(link.toString());
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: t.save })).toBeEnabled();
    const fresh = `nieuwe ${password} 2`;
    await page.getByLabel(t.password, { exact: true }).fill('ein langer satz hier');
    await page.getByLabel(t.confirmation, { exact: true }).fill('ein anderer satz hier');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByLabel(t.confirmation, { exact: true })).toBeFocused();
    await expect(page.getByLabel(t.confirmation, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(await describedError(page, t.confirmation)).toBe(t.mismatch);
    await page.getByLabel(t.password, { exact: true }).fill('password123');
    await page.getByLabel(t.confirmation, { exact: true }).fill('password123');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByLabel(t.password, { exact: true })).toBeFocused();
    expect(await describedError(page, t.password)).toBe(t.common);
    expect(await describedError(page, t.confirmation)).toBe('');
    await expectNoSeriousA11yViolations(page);
    if (keyboard) {
      // the server's answer put focus on the password field
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(fresh);
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(t.confirmation, { exact: true })).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(fresh);
      await page.keyboard.press('Enter');
    } else {
      await page.getByLabel(t.password, { exact: true }).fill(fresh);
      await page.getByLabel(t.confirmation, { exact: true }).fill(fresh);
      await page.getByRole('button', { name: t.save }).click();
    }
    await expect(page.getByRole('heading', { name: t.done })).toBeFocused();
    expect(page.url()).not.toContain('token=');
    await expect(page.getByRole('main').getByRole('link', { name: t.toLogin, exact: true })).toHaveAttribute('href', t.login);
    await expectNoSeriousA11yViolations(page);

    // The new password works, the old one not any more.
    expect((await api.post('/api/login', { email, password: fresh })).status()).toBe(200);
    expect((await api.post('/api/login', { email, password })).status()).toBe(422);
    await api.dispose();
  });
}

test('a used link says so, at once when the page opens, and leads to a new one (international shop, en)', async ({ page, baseURL }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() });
  const api = await shopApi(baseURL, 'international', 'en');
  const { email } = await newCustomer(api);
  expect((await api.post('/api/forgot-password', { email })).status()).toBe(200);
  const link = mailLink(await waitForMail(baseURL, email, 'password-reset'));
  const token = new URL(link).searchParams.get('token') ?? '';

  // Used in another tab after this page opened: the server's answer to the form says so.
  await page.goto(link);
  const used = await api.post('/api/reset-password', { token, email, password: 'first new password', password_confirmation: 'first new password' });
  expect(used.status()).toBe(200);
  await page.getByLabel('New password', { exact: true }).fill('second new password');
  await page.getByLabel('Repeat the new password', { exact: true }).fill('second new password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  const message = page.getByRole('alert').filter({ hasText: 'This link to reset your password is invalid or has expired.' });
  await expect(message).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // Opened again, the used link says so before anything is typed.
  await page.reload();
  await expect(message).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(shopUrl(baseURL, 'international', '/password-reset/'));
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();

  // A link cut short in the mail program is broken at once, before anything is typed.
  await page.goto(`${shopUrl(baseURL, 'international', '/password-reset/')}?token=${token.slice(0, 20)}&email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('alert')).toHaveText('This link to reset your password is invalid or has expired. Request a new link.');
  await api.dispose();
});
