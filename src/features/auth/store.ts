/**
 * The auth store (docs/accounts.md, the auth store; keys `auth_token` and `auth_user` in
 * docs/browser-state.md; messages in docs/errors.md, login).
 *
 * The bearer token and the user are kept in local storage when "remember me" was ticked, else in
 * session storage (gone with the tab); other tabs follow local storage through `storage` events.
 * Login clears old auth, posts the credentials, stores token and user, then loads the cart;
 * failure clears auth. Logout clears auth, tells the server, removes saved checkout info and the
 * local favourites, empties and refetches the cart, then pauses 100 ms. The API client asks this
 * store for the token and, after a 401, for a refresh (once).
 *
 * Other stores join in through `onAuthChange` (the cart reloads, the favourites merge at login),
 * so this store imports none of them and the API client imports no store.
 */
import { atom } from 'nanostores';
import { apiCall, setTokenProvider } from '../http/api.ts';
import { readCookie } from '../http/cookies.ts';
import type { LoginAnswer, UserJson } from '#src/lib/auth/types.ts';
import { isRandomToken } from '#src/lib/random-token.ts';

const TOKEN_KEY = 'auth_token';
const USER_KEY = 'auth_user';
/** Storage keys of the checkout's saved details and the favourites, cleared at logout (docs/browser-state.md). */
const CHECKOUT_KEY = 'checkoutPurchaseInfo';
const FAVORITES_KEY = 'favoriteProducts';
export const LOGOUT_PAUSE_MS = 100;
/**
 * A logout the server did not hear (no connection): its httpOnly refresh cookie still opens the
 * account pages, so the next page load repeats the logout before anything else.
 */
const LOGOUT_PENDING_KEY = 'auth_logout_pending';

export type AuthState = { token: string | null; user: UserJson | null; remember: boolean };

export type AuthResult = { success: true; user: UserJson } | { success: false; message: string; errors?: Record<string, string[]>; status?: number };

type Messages = { noToken: string; invalidResponse: string; loginFailed: string; registerFailed: string; network: string };

let messages: Messages = {
  noToken: 'No token received from login response',
  invalidResponse: 'Invalid response from server',
  loginFailed: 'Login failed',
  registerFailed: 'Registration failed',
  network: 'No connection to the shop. Please try again.',
};

export function configureAuth(options: { messages?: Partial<Messages> }): void {
  messages = { ...messages, ...options.messages };
}

const hasWindow = typeof window !== 'undefined';

function storageOf(remember: boolean): Storage | null {
  if (!hasWindow) return null;
  try {
    return remember ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A user read leniently, stored or answered: anything that is not one is no user (docs/browser-state.md). */
function asUser(value: unknown): UserJson | null {
  const user = value as Partial<UserJson> | null;
  return typeof user?.id === 'number' && typeof user.email === 'string' && typeof user.firstname === 'string' ? (user as UserJson) : null;
}

function readUser(raw: string | null): UserJson | null {
  try {
    return raw ? asUser(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function readStored(): AuthState {
  for (const remember of [true, false]) {
    const storage = storageOf(remember);
    const token = storage?.getItem(TOKEN_KEY) ?? null;
    if (isRandomToken(token)) return { token, user: readUser(storage?.getItem(USER_KEY) ?? null), remember };
  }
  return { token: null, user: null, remember: false };
}

export const $auth = atom<AuthState>(readStored());

/**
 * What happened to this tab's login:
 * - `login`: the shopper logged in or registered here;
 * - `logout`: the shopper logged out here;
 * - `ended`: the login is gone without a logout (the server refused it, or a new login starts);
 * - `changed`: the login changed at page load without an action here (a new tab picked up the
 *   browser's login, or a logout the server had missed has now been heard).
 */
export type AuthChange = 'login' | 'logout' | 'ended' | 'changed';
type Listener = (event: { kind: AuthChange; user: UserJson | null }) => void | Promise<void>;
const listeners = new Set<Listener>();

/**
 * Another store's part in login and logout (the cart reloads, the favourites merge); login,
 * registration and logout wait for every listener before they return. Listeners run in the
 * order they subscribed, one after the other.
 */
export function onAuthChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function emit(kind: AuthChange, user: UserJson | null): Promise<void> {
  for (const listener of listeners) {
    try {
      await listener({ kind, user });
    } catch (err) {
      console.error(`[auth] ${kind} listener failed:`, err);
    }
  }
}

function save(state: AuthState): void {
  for (const remember of [true, false]) {
    const storage = storageOf(remember);
    storage?.removeItem(TOKEN_KEY);
    storage?.removeItem(USER_KEY);
  }
  const storage = storageOf(state.remember);
  if (state.token) storage?.setItem(TOKEN_KEY, state.token);
  if (state.user) storage?.setItem(USER_KEY, JSON.stringify(state.user));
  $auth.set(state);
}

export function clearAuth(): void {
  save({ token: null, user: null, remember: false });
  // Listeners drop what belonged to the login (the customer's cart copy) in this same tick.
  void emit('ended', null);
}

export const isLoggedIn = (): boolean => $auth.get().token !== null;

function acceptLogin(data: unknown, remember: boolean, missingToken: string): AuthResult {
  const answer = data as Partial<LoginAnswer> | null;
  if (!answer || typeof answer.token !== 'string' || answer.token === '') {
    clearAuth();
    console.error(`[auth] ${missingToken}`);
    return { success: false, message: missingToken };
  }
  const user = asUser(answer.user);
  if (!user) {
    clearAuth();
    console.error(`[auth] ${messages.invalidResponse}`);
    return { success: false, message: messages.invalidResponse };
  }
  save({ token: answer.token, user, remember });
  // A new login: an old logout still waiting to be told must not end this one.
  storageOf(true)?.removeItem(LOGOUT_PENDING_KEY);
  return { success: true, user };
}

function refused(result: { status: number; message: string | null; data: Record<string, unknown> | null }, fallback: string): AuthResult {
  const errors = result.data?.errors as Record<string, string[]> | undefined;
  return { success: false, message: result.message ?? (result.status === 0 ? messages.network : fallback), errors, status: result.status };
}

export async function login(email: string, password: string, remember: boolean): Promise<AuthResult> {
  clearAuth();
  const result = await apiCall('POST', '/api/login', { body: { email, password, remember }, authRetry: false });
  if (!result.ok) {
    clearAuth();
    console.error('[auth] login failed:', result.status, result.message);
    return refused(result, messages.loginFailed);
  }
  const accepted = acceptLogin(result.data, remember, messages.noToken);
  if (accepted.success) await emit('login', accepted.user);
  return accepted;
}

export type RegisterFields = {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  password_confirmation: string;
  account_type: 'individual' | 'organization';
  newsletter: boolean;
};

export async function register(fields: RegisterFields, remember = false): Promise<AuthResult> {
  clearAuth();
  const result = await apiCall('POST', '/api/register', { body: { ...fields, remember }, authRetry: false });
  if (!result.ok) {
    console.error('[auth] registration failed:', result.status, result.message);
    return refused(result, messages.registerFailed);
  }
  const accepted = acceptLogin(result.data, remember, messages.invalidResponse);
  if (accepted.success) await emit('login', accepted.user);
  return accepted;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function logout(): Promise<void> {
  // A refresh on its way would otherwise bring the login back after it ended. Without one the
  // login ends in this same tick, so a favourite clicked just before is not sent as the customer's.
  if (refreshing) await refreshing;
  const token = $auth.get().token;
  clearAuth();
  const result = await apiCall('POST', '/api/logout', {
    authRetry: false,
    retryable: true,
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  });
  if (!result.ok) {
    console.error('[auth] logout failed:', result.status, result.message);
    // The server may not know yet; at least no tab of this browser may fetch the login back,
    // and the next page load tells the server.
    document.cookie = 'auth_session=; Max-Age=0; Path=/; SameSite=Lax';
    storageOf(true)?.setItem(LOGOUT_PENDING_KEY, '1');
  }
  for (const storage of [storageOf(true), storageOf(false)]) {
    storage?.removeItem(CHECKOUT_KEY);
    // Also where the favourites store is not loaded (account pages): logout clears them
    // (docs/accounts.md, the auth store).
    storage?.removeItem(FAVORITES_KEY);
  }
  await emit('logout', null);
  await wait(LOGOUT_PAUSE_MS);
}

/** Reloads the user (after an account change). */
export async function loadUser(): Promise<UserJson | null> {
  if (!isLoggedIn()) return null;
  const result = await apiCall('GET', '/api/account/customer');
  if (!result.ok) {
    if (result.status === 401) clearAuth();
    return null;
  }
  // An answer without a user changes nothing.
  const user = asUser((result.data as { user?: unknown } | null)?.user);
  if (user) save({ ...$auth.get(), user });
  else console.error(`[auth] ${messages.invalidResponse}:`, result.data);
  return user;
}

let refreshing: Promise<boolean> | null = null;

/** After a 401 while logged in, a new token (once; concurrent callers share it; docs/api.md, bearer tokens). */
export function refreshToken(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const result = await apiCall('POST', '/api/refresh-token', { authRetry: false, retryable: true });
      if (!result.ok) {
        // Only the server's "no" ends the login here; a lost connection or a server error does not.
        if (result.status >= 400 && result.status < 500) clearAuth();
        return false;
      }
      // A tab without a token of its own keeps the new one where the login's kind says.
      const remember = $auth.get().token ? $auth.get().remember : (result.data as Partial<LoginAnswer> | null)?.remember === true;
      return acceptLogin(result.data, remember, messages.invalidResponse).success;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Repeats a logout the server did not hear; true once it has. */
async function finishPendingLogout(): Promise<boolean> {
  const result = await apiCall('POST', '/api/logout', { authRetry: false, retryable: true });
  if (!result.ok) return false;
  storageOf(true)?.removeItem(LOGOUT_PENDING_KEY);
  return true;
}

/** A token being fetched at page load for a tab without one (below). */
let bootstrapping: Promise<unknown> = Promise.resolve();

setTokenProvider({
  ready: () =>
    bootstrapping.then(
      () => undefined,
      () => undefined,
    ),
  token: () => $auth.get().token,
  refresh: refreshToken,
});

if (hasWindow) {
  // Another tab logged in or out (local storage only: session storage is the tab's own).
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === USER_KEY || event.key === null) $auth.set(readStored());
  });
  if (storageOf(true)?.getItem(LOGOUT_PENDING_KEY)) {
    bootstrapping = finishPendingLogout();
    void bootstrapping.then((done) => {
      if (!done) return;
      // A page the server rendered for the old login (an account page) goes; any other shows the guest's cart.
      if (document.querySelector('[data-account-page]')) location.reload();
      else void emit('changed', null);
    });
  } else if (!$auth.get().token && readCookie('auth_session') === '1') {
    // A new tab of a browser with a login but no token of its own (session storage is per tab).
    bootstrapping = refreshToken();
    void bootstrapping.then(async (ok) => {
      if (ok) await emit('changed', $auth.get().user);
    });
  }
}
