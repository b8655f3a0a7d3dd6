/**
 * The details page's own script, without a framework (it runs at load; the form's island wakes
 * only on first touch): puts back what the shopper typed before a reload, unless the server has
 * saved details of its own (they win), keeps a copy under `checkoutPurchaseInfo` while the shopper
 * types (docs/checkout.md, saved details), and tells the data layer the checkout began (once per
 * cart).
 */
import * as z from 'zod/mini';
import { summaryJson } from '#src/lib/api/checkout.ts';
import { cartRef, pushOnce } from './analytics.ts';
import { fillForm, formValues, readSavedForm, writeSavedForm } from './saved.ts';

function readConfig(): { hasDraft: boolean; summary: z.infer<typeof summaryJson> | null } {
  try {
    const value: unknown = JSON.parse(document.getElementById('checkout-details-config')?.textContent ?? 'null');
    const config = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    const summary = z.safeParse(summaryJson, config.summary);
    return { hasDraft: config.hasDraft === true, summary: summary.success ? summary.data : null };
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
