import { describe, expect, it } from 'vitest';
import { afterLogin, returnTo } from '#src/features/auth/redirect.ts';

describe('returnTo: login links bring the visitor back', () => {
  it('points back at the page, its query included', () => {
    const link = returnTo('/de/anmelden/', new URL('http://localhost/de/produkte/pi-5/?variant=8gb'));
    expect(link).toBe('/de/anmelden/?redirect=%2Fde%2Fprodukte%2Fpi-5%2F%3Fvariant%3D8gb');
    expect(afterLogin(new URL(link, 'http://localhost').search, '/konto/')).toBe('/de/produkte/pi-5/?variant=8gb');
  });

  it('never carries a preview token along', () => {
    expect(returnTo('/login/', new URL('http://localhost/blog/new/?preview=123.abc'))).toBe('/login/?redirect=%2Fblog%2Fnew%2F');
  });

  it('on the login, register and reset pages passes on their own target, or none', () => {
    expect(returnTo('/register/', new URL('http://localhost/login/?redirect=/cart/'), { passOn: true })).toBe('/register/?redirect=%2Fcart%2F');
    expect(returnTo('/login/', new URL('http://localhost/register/'), { passOn: true })).toBe('/login/');
    // A target on another site is dropped, not passed on.
    expect(returnTo('/login/', new URL('http://localhost/register/?redirect=//evil.example/'), { passOn: true })).toBe('/login/');
  });
});
