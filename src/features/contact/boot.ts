/**
 * The contact page's script (docs/contact.md): the phone's "open now" line, computed here on the
 * shop's clock so the page's HTML is the same for everyone and can be cached, and the map,
 * loaded only when the visitor presses "Show map". Without this script the table still lists the
 * hours, and the button asks the page again with `?map=1`, which renders the map.
 */
import { LOCALE_ISO, isLocale } from '#src/lib/locales.ts';
import { addDays, phoneStatus, weekdayOf } from '#src/lib/phone-hours.ts';
import { fill } from '#src/lib/text.ts';

/** A map that has not loaded by then gets the failure note (the route link stays). */
const MAP_LOAD_TIMEOUT_MS = 15_000;

/**
 * Fills the status line of the phone hours and marks today's row; again every minute. The line
 * carries its texts, the hours and the coming closed days (rendered on the server).
 */
function showPhoneStatus(line: HTMLElement): void {
  const lang = document.documentElement.lang;
  const day = new Intl.DateTimeFormat(LOCALE_ISO[isLocale(lang) ? lang : 'en'], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const templates = line.dataset;
  const hours = { from: templates.from ?? '', to: templates.to ?? '' };
  const closed = new Set((templates.closed ?? '').split(' '));
  const update = () => {
    const status = phoneStatus(new Date(), hours, closed);
    let text: string;
    if (status.open) text = fill(templates.openNow ?? '', { time: status.closes });
    else {
      const template =
        status.nextDate === status.date ? templates.opensToday : status.nextDate === addDays(status.date, 1) ? templates.opensTomorrow : templates.opensOn;
      text = fill(template ?? '', { time: status.opens, day: day.format(Date.parse(`${status.nextDate}T12:00:00Z`)) });
      if (status.holiday) text = `${templates.holiday ?? ''} ${text}`;
    }
    line.textContent = text;
    line.dataset.state = status.open ? 'open' : 'closed';
    line.hidden = false;
    const today = String(weekdayOf(status.date));
    for (const row of document.querySelectorAll<HTMLElement>('[data-weekday]')) {
      if (row.dataset.weekday === today) row.setAttribute('aria-current', 'date');
      else row.removeAttribute('aria-current');
    }
  };
  update();
  setInterval(update, 60_000);
}

/** Puts the map (kept inert in a template until now) in place of its placeholder. */
function showMap(root: HTMLElement): void {
  const template = root.querySelector<HTMLTemplateElement>('template[data-map-frame]');
  const slot = root.querySelector<HTMLElement>('[data-map-slot]');
  const frame = template?.content.firstElementChild?.cloneNode(true);
  if (!slot || !(frame instanceof HTMLIFrameElement)) return;
  const failed = root.querySelector<HTMLElement>('[data-map-failed]');
  const timer = setTimeout(() => failed?.removeAttribute('hidden'), MAP_LOAD_TIMEOUT_MS);
  frame.addEventListener('load', () => clearTimeout(timer), { once: true });
  slot.replaceChildren(frame);
  root.querySelector('[data-map-larger]')?.removeAttribute('hidden');
  root.querySelector('[data-map-ask]')?.remove();
  if (!navigator.onLine) failed?.removeAttribute('hidden');
  // The button is gone; the map takes the focus so a keyboard or screen reader user is told where it is.
  frame.focus();
}

const status = document.querySelector<HTMLElement>('[data-phone-status]');
if (status) showPhoneStatus(status);

const map = document.querySelector<HTMLElement>('[data-map]');
map?.querySelector('form[data-map-ask]')?.addEventListener('submit', (event) => {
  event.preventDefault();
  showMap(map);
});
