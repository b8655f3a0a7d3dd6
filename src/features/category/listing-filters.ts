/**
 * The category page's filter form with JavaScript (docs/catalogue.md, filters and sorting), browser
 * only. The form works without it (a GET form with an apply button); this adds:
 * - a ticked box or a new sort order submits at once; price fields wait for Enter or the button;
 * - the URL leaves out empty fields and the default sort, so one list has one address;
 * - after the new page loads, focus is back on the control that changed (session storage key
 *   `listing-focus`, docs/browser-state.md), its disclosure open, so a keyboard user keeps going;
 * - from the lg breakpoint the panel's disclosure is open (CSS shows it there anyway).
 */
const FOCUS_KEY = 'listing-focus';
const WIDE = '(min-width: 992px)';

type Remembered = { name: string; value: string };

function readRemembered(): Remembered | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(FOCUS_KEY) ?? 'null');
    sessionStorage.removeItem(FOCUS_KEY);
    if (raw && typeof raw === 'object' && typeof (raw as Remembered).name === 'string' && typeof (raw as Remembered).value === 'string')
      return raw as Remembered;
  } catch {
    // Storage refused or a corrupt value: nothing to restore.
  }
  return null;
}

function remember(control: HTMLInputElement | HTMLSelectElement): void {
  try {
    sessionStorage.setItem(FOCUS_KEY, JSON.stringify({ name: control.name, value: control instanceof HTMLSelectElement ? '' : control.value }));
  } catch {
    // Without storage the page still filters; focus starts at the top.
  }
}

/** The form's address without empty fields and the default sort. */
export function listingUrl(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || value.trim() === '' || (name === 'sort' && value === 'popular')) continue;
    params.append(name, value.trim());
  }
  const query = params.toString();
  return new URL(form.getAttribute('action') ?? '', location.href).pathname + (query ? `?${query}` : '');
}

export function enhanceListingFilters(details: HTMLDetailsElement): void {
  const form = details.querySelector<HTMLFormElement>('form[data-listing-form]');
  if (!form) return;
  const go = (control?: HTMLInputElement | HTMLSelectElement) => {
    if (control) remember(control);
    location.assign(listingUrl(form));
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    go();
  });
  // Fields outside the panel (the sort order above the list) belong to the form by its id.
  document.addEventListener('change', (event) => {
    const control = event.target;
    if (control instanceof HTMLSelectElement && control.form === form) go(control);
    else if (control instanceof HTMLInputElement && control.form === form && control.type === 'checkbox') go(control);
  });

  const wide = matchMedia(WIDE);
  if (wide.matches) details.open = true;

  const back = readRemembered();
  if (!back) return;
  const target = [...form.elements].find(
    (el): el is HTMLInputElement | HTMLSelectElement =>
      (el instanceof HTMLInputElement && el.name === back.name && el.value === back.value) || (el instanceof HTMLSelectElement && el.name === back.name),
  );
  if (!target) return;
  if (details.contains(target)) details.open = true;
  target.focus();
}
