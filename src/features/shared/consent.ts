/**
 * The visitor's cookie choice and what it grants in Google's consent mode (docs/menus-and-shell.md,
 * analytics and consent). Until a choice is made the defaults hold: advertising denied, analytics
 * granted. The choice is kept in local storage (`consentChoice`) and read leniently.
 */
export type ConsentChoice = 'all' | 'analytics' | 'necessary';
type Grant = 'granted' | 'denied';
export type ConsentState = { ad_storage: Grant; ad_user_data: Grant; ad_personalization: Grant; analytics_storage: Grant };

export const CONSENT_KEY = 'consentChoice';

export const CONSENT_DEFAULTS: ConsentState = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' };

export function consentState(choice: ConsentChoice): ConsentState {
  const ads: Grant = choice === 'all' ? 'granted' : 'denied';
  return { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: choice === 'necessary' ? 'denied' : 'granted' };
}

const CHOICES: readonly string[] = ['all', 'analytics', 'necessary'];

/** The stored choice; anything unreadable is no choice (the banner asks again). */
export function readConsentChoice(): ConsentChoice | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(CONSENT_KEY) ?? 'null');
    const choice = typeof value === 'object' && value !== null ? (value as { choice?: unknown }).choice : null;
    return typeof choice === 'string' && CHOICES.includes(choice) ? (choice as ConsentChoice) : null;
  } catch {
    return null;
  }
}

export function saveConsentChoice(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ choice, at: new Date().toISOString() }));
  } catch {
    // Storage off: the choice holds for this page only, and the banner asks again on the next.
  }
}
