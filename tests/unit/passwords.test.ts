/** Passwords (src/server/auth/passwords.ts): argon2id hashes in PHC strings, the policy and e-mail normalisation. */
import { describe, expect, it } from 'vitest';
import {
  decoyHash,
  hashPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  needsRehash,
  normalizeEmail,
  PASSWORD_PARAMS,
  passwordProblem,
  verifyPassword,
} from '#src/server/auth/passwords.ts';

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

describe('hashing', () => {
  it("hashes to a PHC string with today's parameters and a random salt, and verifies it", async () => {
    const hash = await hashPassword('correct horse battery');
    const m = PHC.exec(hash);
    expect(m).not.toBeNull();
    expect(m!.slice(1, 4).map(Number)).toEqual([PASSWORD_PARAMS.memory, PASSWORD_PARAMS.passes, PASSWORD_PARAMS.parallelism]);
    expect(Buffer.from(m![4]!, 'base64')).toHaveLength(16);
    expect(Buffer.from(m![5]!, 'base64')).toHaveLength(PASSWORD_PARAMS.tagLength);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    const again = await hashPassword('correct horse battery');
    expect(again).not.toBe(hash);
    expect(await verifyPassword('correct horse battery', again)).toBe(true);
  });

  it('gives the same hash for the same salt (the deterministic seed)', async () => {
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword('frambozen-taart-2026', salt)).toBe(await hashPassword('frambozen-taart-2026', salt));
  });

  it('refuses a wrong password, one differing in case or a trailing space', async () => {
    const hash = await hashPassword('correct horse battery');
    for (const wrong of ['correct horse batterY', 'correct horse battery ', '', 'x']) expect(await verifyPassword(wrong, hash)).toBe(false);
  });

  it('compares unicode in NFC, so a password typed decomposed still matches', async () => {
    const hash = await hashPassword('Käsekuchen über alles');
    expect(await verifyPassword('Käsekuchen über alles'.normalize('NFD'), hash)).toBe(true);
  });

  it('refuses a tampered or unreadable hash instead of throwing', async () => {
    const hash = await hashPassword('correct horse battery');
    const parts = hash.split('$');
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const tampered = [
      [...parts.slice(0, 5), flip(parts[5]!)].join('$'), // the hash
      [...parts.slice(0, 4), flip(parts[4]!), parts[5]].join('$'), // the salt
      hash.replace('m=19456', 'm=19457'),
      hash.replace('t=2', 't=3'),
      hash.replace('$argon2id$', '$argon2i$'),
      '',
      'plain text',
      '$argon2id$v=19$m=19456,t=2,p=1$$',
      hash.slice(0, -4),
    ];
    for (const stored of tampered) expect(await verifyPassword('correct horse battery', stored), stored).toBe(false);
  });

  it('refuses a password far over the limit without hashing it', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword('x'.repeat(MAX_PASSWORD_LENGTH * 4 + 1), hash)).toBe(false);
  });

  it('asks for a rehash of weaker or unreadable hashes only', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash(hash.replace(`m=${PASSWORD_PARAMS.memory}`, 'm=4096'))).toBe(true);
    expect(needsRehash(hash.replace(`t=${PASSWORD_PARAMS.passes}`, 't=1'))).toBe(true);
    expect(needsRehash(hash.replace(`m=${PASSWORD_PARAMS.memory}`, 'm=65536'))).toBe(false);
    expect(needsRehash('$2y$10$bcrypt.hash.from.elsewhere')).toBe(true);
  });

  it('has a decoy hash that no password matches', async () => {
    const decoy = await decoyHash();
    expect(decoy).toMatch(PHC);
    expect(await decoyHash()).toBe(decoy);
    expect(await verifyPassword('', decoy)).toBe(false);
    expect(await verifyPassword('password', decoy)).toBe(false);
  });
});

describe('policy', () => {
  const email = 'anna.devries@example.com';
  it.each([
    ['short', 'kort', 'too_short'],
    ['7 characters', 'abcdefg', 'too_short'],
    ['7 emoji (28 bytes)', '🍓'.repeat(7), 'too_short'],
    ['8 emoji', '🍓🫐🍋🍒'.repeat(2), null],
    ['8 characters', 'abcdefgh', null],
    ['128 characters', 'äbcd'.repeat(MAX_PASSWORD_LENGTH / 4), null],
    ['129 characters', 'ä'.repeat(MAX_PASSWORD_LENGTH + 1), 'too_long'],
    ['common', 'password1', 'common'],
    ['common in capitals', 'PASSWORD1', 'common'],
    ['common keyboard walk', 'qwertyuiop', 'common'],
    ['the e-mail', 'Anna.DeVries@Example.com', 'like_email'],
    ['the local part', 'anna.devries', 'like_email'],
    ['a sentence', 'Lange zin over frambozen', null],
    ['spaces count as characters', 'a b c d e', null],
    ['only spaces', '        ', 'common'],
    ['three characters repeated', 'abcabcabc', 'common'],
  ] as const)('%s', (_name, password, problem) => {
    expect(passwordProblem(password, email)).toBe(problem);
  });

  it('does not refuse a short local part as "like the e-mail" (it is too generic to be the e-mail)', () => {
    expect(passwordProblem('bob', 'bob@example.com')).toBe('too_short');
    expect(passwordProblem('bob in the snow', 'bob@example.com')).toBeNull();
  });

  it('has the NIST limits', () => {
    expect([MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH]).toEqual([8, 128]);
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['  Anna@Example.NL ', 'anna@example.nl'],
    ['ANNA@EXAMPLE.NL', 'anna@example.nl'],
    ['jürgen@beispiel.de'.normalize('NFD'), 'jürgen@beispiel.de'],
    ['\tkunde@framboos.example\n', 'kunde@framboos.example'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });
});
