/**
 * The customer type's stored choice and its 2 s lock (docs/menus-and-shell.md, private and
 * business prices), and the inline restore script run against a fake document: the same rule.
 */
import { describe, expect, it } from 'vitest';
import { RESTORE_SCRIPT, TOGGLE_LOCK_MS, cookieFor, storedCustomerType, toggleLock } from '#src/features/customer-type/customer-type.ts';

const storage = (value: string | null) => ({ getItem: () => value });

/** Runs the restore script with the given storage and cookie; answers whether it set the class. */
function restore(stored: string | null, cookie: string, { throwing = false } = {}): boolean {
  const classes = new Set<string>();
  const localStorage = {
    getItem: () => {
      if (throwing) throw new Error('blocked');
      return stored;
    },
  };
  const document = { cookie, body: { classList: { add: (c: string) => classes.add(c) } } };
  new Function('localStorage', 'document', RESTORE_SCRIPT)(localStorage, document);
  return classes.has('organization');
}

describe('the stored customer type', () => {
  it('reads local storage first, then the cookie, else private', () => {
    expect(storedCustomerType(storage('organization'), 'applicationType=individual')).toBe('organization');
    expect(storedCustomerType(storage(null), 'a=1; applicationType=organization; b=2')).toBe('organization');
    expect(storedCustomerType(storage('zakelijk'), '')).toBe('individual');
    expect(storedCustomerType(null, 'xapplicationType=organization')).toBe('individual');
  });

  it('is restored before the first paint by the same rule', () => {
    expect(restore('organization', '')).toBe(true);
    expect(restore(null, 'applicationType=organization')).toBe(true);
    expect(restore('individual', 'applicationType=organization')).toBe(false);
    expect(restore(null, '')).toBe(false);
    expect(restore('zakelijk', 'applicationType=organization')).toBe(true);
    expect(restore(null, 'applicationType=organization', { throwing: true })).toBe(true);
  });

  it('is kept in a cookie for a year, for the whole site', () => {
    expect(cookieFor('organization')).toBe('applicationType=organization; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});

describe('the toggle lock', () => {
  it('ignores a flip within 2 s of the last one', () => {
    let now = 10_000;
    const lock = toggleLock(() => now);
    expect(lock.tryFlip()).toBe(true);
    now += TOGGLE_LOCK_MS - 1;
    expect(lock.tryFlip()).toBe(false);
    now += 1;
    expect(lock.tryFlip()).toBe(true);
  });
});
