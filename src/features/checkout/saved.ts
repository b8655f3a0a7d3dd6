/**
 * What the checkout keeps in the browser (docs/browser-state.md):
 * - `checkoutPurchaseInfo` (local storage): the details form as typed, so a reload keeps it;
 *   removed when the order is placed, and by the auth store at logout;
 * - `checkoutOrderAccess` (session storage): the access token of the orders placed in this tab,
 *   so the confirmation can follow the payment after the provider sends the shopper back.
 * Both are read leniently: anything unexpected is nothing saved.
 */

export const PURCHASE_INFO_KEY = 'checkoutPurchaseInfo';
const ORDER_ACCESS_KEY = 'checkoutOrderAccess';
/** A few orders are plenty: a tab places one, and perhaps another after a cancelled one. */
const MAX_ORDERS = 5;

/** The details form as typed: field name → value (checkboxes and radios as their value or ''). */
export type SavedForm = Record<string, string>;

const FIELD_NAME = /^[a-z_]+(\.[a-z_]+)?$/;

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Parses a saved form: an object of short strings under field names, else nothing. */
export function decodeSavedForm(raw: string | null): SavedForm | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const form: SavedForm = {};
    for (const [name, text] of Object.entries(value as Record<string, unknown>)) {
      if (FIELD_NAME.test(name) && typeof text === 'string' && text.length <= 254) form[name] = text;
    }
    return Object.keys(form).length > 0 ? form : null;
  } catch {
    return null;
  }
}

export function readSavedForm(): SavedForm | null {
  return decodeSavedForm(storage('local')?.getItem(PURCHASE_INFO_KEY) ?? null);
}

export function writeSavedForm(form: SavedForm): void {
  try {
    storage('local')?.setItem(PURCHASE_INFO_KEY, JSON.stringify(form));
  } catch {
    // A full or blocked storage only costs the copy; the form itself is untouched.
  }
}

/** The details are in the order now: the copy goes from both storages (as at logout). */
export function forgetSavedForm(): void {
  for (const kind of ['local', 'session'] as const) storage(kind)?.removeItem(PURCHASE_INFO_KEY);
}

/**
 * The values of a form's fields as the copy keeps them (the form has no password). A control
 * marked `data-no-copy` is an action rather than something typed (choosing a saved address).
 */
export function formValues(form: HTMLFormElement): SavedForm {
  const values: SavedForm = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !element.name || !FIELD_NAME.test(element.name)) continue;
    if (element.dataset.noCopy !== undefined) continue;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      if (element.checked) values[element.name] = element.value;
      else if (element.type === 'checkbox') values[element.name] = '';
    } else {
      values[element.name] = element.value;
    }
  }
  return values;
}

/**
 * Puts saved values back into a form's fields. A select takes only a value it offers, a radio or
 * checkbox its own value; a text field only a string of its own length limit.
 */
export function fillForm(form: HTMLFormElement, values: SavedForm): void {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !element.name) continue;
    const value = values[element.name];
    if (value === undefined) continue;
    if (element instanceof HTMLSelectElement) {
      if (Array.from(element.options).some((o) => o.value === value)) element.value = value;
    } else if (element.type === 'checkbox') {
      element.checked = value !== '' && value === element.value;
    } else if (element.type === 'radio') {
      element.checked = value === element.value;
    } else if (element.maxLength < 0 || value.length <= element.maxLength) {
      element.value = value;
    }
  }
}

type Access = Record<string, string>;

function readAccess(): Access {
  try {
    const value: unknown = JSON.parse(storage('session')?.getItem(ORDER_ACCESS_KEY) ?? 'null');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** Keeps an order's access token for this tab. */
export function rememberOrderAccess(number: string, token: string): void {
  const entries = Object.entries(readAccess()).filter(([n]) => n !== number);
  entries.push([number, token]);
  try {
    storage('session')?.setItem(ORDER_ACCESS_KEY, JSON.stringify(Object.fromEntries(entries.slice(-MAX_ORDERS))));
  } catch {
    // Without it the confirmation asks the server by the page's cookie instead (a reload).
  }
}

export function orderAccess(number: string): string | null {
  return readAccess()[number] ?? null;
}
