/**
 * The password policy's messages at registration in English, Dutch and German, on every engine
 * (the reset page's are in auth-reset.test.ts): too short (counted in characters, not bytes),
 * too long, one of the most common passwords, the e-mail itself, and a confirmation that differs.
 */
import { describe, expect, it } from 'vitest';
import { engines } from '../helpers/engines.ts';
import { expectError, newEmail, registerCustomer, useAuthShop } from './auth-support.ts';

const MESSAGES = {
  en: {
    short: 'Choose a password of at least 8 characters.',
    long: 'Choose a password of at most 128 characters.',
    common: 'This password is one of the most used and easily guessed. Choose another one.',
    email: 'Your password may not be your e-mail address.',
    confirmation: 'The two passwords do not match.',
  },
  nl: {
    short: 'Kies een wachtwoord van minstens 8 tekens.',
    long: 'Kies een wachtwoord van hoogstens 128 tekens.',
    common: 'Dit wachtwoord is een van de meest gebruikte en makkelijk te raden. Kies een ander.',
    email: 'Je wachtwoord mag niet je e-mailadres zijn.',
    confirmation: 'De twee wachtwoorden zijn niet gelijk.',
  },
  de: {
    short: 'Wählen Sie ein Passwort mit mindestens 8 Zeichen.',
    long: 'Wählen Sie ein Passwort mit höchstens 128 Zeichen.',
    common: 'Dieses Passwort gehört zu den meistgenutzten und ist leicht zu erraten. Wählen Sie ein anderes.',
    email: 'Ihr Passwort darf nicht Ihre E-Mail-Adresse sein.',
    confirmation: 'Die beiden Passwörter stimmen nicht überein.',
  },
} as const;

for (const engine of engines()) {
  describe(`password policy at registration on ${engine.name}`, () => {
    const shop = useAuthShop(engine);

    for (const locale of ['en', 'nl', 'de'] as const) {
      it(`names the password's problem in ${locale}`, async () => {
        const m = MESSAGES[locale];
        const email = newEmail();
        const cases: [string, string, 'password' | 'password_confirmation', string][] = [
          ['kurz', 'kurz', 'password', m.short],
          // seven strawberries are 28 bytes but 7 characters
          ['🍓'.repeat(7), '🍓'.repeat(7), 'password', m.short],
          ['ä'.repeat(129), 'ä'.repeat(129), 'password', m.long],
          ['Password1', 'Password1', 'password', m.common],
          ['qwertyuiop', 'qwertyuiop', 'password', m.common],
          [email.toUpperCase(), email.toUpperCase(), 'password', m.email],
          [email.split('@')[0]!, email.split('@')[0]!, 'password', m.email],
          ['een lange zin als wachtwoord', 'een lange zin als wachtwoord.', 'password_confirmation', m.confirmation],
        ];
        for (const [password, confirmation, field, message] of cases) {
          const res = await shop
            .visitor({ locale })
            .post('/api/register', { firstname: 'A', lastname: 'B', email, password, password_confirmation: confirmation });
          expectError(res, 422, message);
          expect(res.body.errors, password).toEqual({ [field]: [message] });
        }
      });
    }

    it('takes eight characters of any script, and 128 at most, compared as NFC', async () => {
      await registerCustomer(shop.visitor(), { password: '🍓🫐🍋🍒'.repeat(2) });
      await registerCustomer(shop.visitor(), { password: 'äöüß'.repeat(32) });
      const decomposed = 'frambozen taart ä'.normalize('NFD');
      const { email } = await registerCustomer(shop.visitor(), { password: decomposed });
      const res = await shop.visitor().post('/api/login', { email, password: decomposed.normalize('NFC') });
      expect(res.status).toBe(200);
    });
  });
}
