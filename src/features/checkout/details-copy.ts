/**
 * The details page's own script, without a framework (it runs at load; the form's island wakes
 * only on first touch): puts back what the shopper typed before a reload, unless the server has
 * saved details of its own (they win), keeps a copy under `checkoutPurchaseInfo` while the shopper
 * types (docs/checkout.md, saved details), and tells the data layer the checkout began (once per
 * cart).
 */
import type { SummaryJson } from '#src/lib/api/checkout.ts';
import { cartRef, pushOnce } from './analytics.ts';
import { fillForm, formValues, readSavedForm, writeSavedForm } from './saved.ts';

/**
 * The page's configuration, written by the page from the checkout its server just read. Checked
 * for what the data layer takes, not parsed with the API's schema: that would load zod before
 * anyone touched the page.
 */
function readConfig(): { hasDraft: boolean; summary: SummaryJson | null } {
  try {
    const value: unknown = JSON.parse(document.getElementById('checkout-details-config')?.textContent ?? 'null');
    const config = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    const summary = config.summary as Partial<SummaryJson> | null | undefined;
    const usable = !!summary && typeof summary.total === 'number' && Array.isArray(summary.lines);
    return { hasDraft: config.hasDraft === true, summary: usable ? (summary as SummaryJson) : null };
  } catch {
    return { hasDraft: false, summary: null };
  }
}

const config = readConfig();
const form = document.querySelector<HTMLFormElement>('form[data-checkout-details]');
if (form) {
  if (!config.hasDraft) {
    const saved = readSavedForm();
    if (saved) fillForm(form, saved);
  }
  const keep = () => writeSavedForm(formValues(form));
  form.addEventListener('input', keep);
  form.addEventListener('change', keep);
}
if (config.summary) pushOnce('begin_checkout', cartRef(), config.summary);
